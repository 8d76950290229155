import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { newId } from './db/ids.js';

/**
 * The demo seed's pictures, kept once drawn and encoded, for the next empty database on this machine.
 * Drawing a swatch and encoding its four WebP sizes is most of a seed's CPU (about 12 s of it on two
 * busy cores), and a machine seeds many empty databases: `npm start` after a wipe, every e2e server,
 * the api tests that seed. Entries are named by a hash of what made them (the drawing, or the PNG bytes
 * and the pipeline's settings, with libvips' version), so a change to either makes new ones; an entry is
 * written under a temporary name and renamed, so a reader never sees half of it. The cache is only a
 * shortcut: when its directory cannot be read or written, pictures are made as before.
 *
 * `SEED_PICTURE_CACHE` names the directory (default: `selvedge-seed-pictures` in the OS temp
 * directory); `SEED_PICTURE_CACHE=off` turns it off.
 */
function cacheDir(): string | undefined {
  const dir = process.env.SEED_PICTURE_CACHE;
  if (dir === 'off') return undefined;
  return dir || join(tmpdir(), 'selvedge-seed-pictures');
}

/** An entry's name: the hash of its parts and of the libvips version that makes it. */
export function pictureKey(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha256').update(sharp.versions.vips ?? '');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The cached bytes of one file, or undefined. */
export async function readCachedFile(key: string): Promise<Buffer | undefined> {
  const dir = cacheDir();
  if (!dir) return undefined;
  return readFile(join(dir, key)).catch(() => undefined);
}

/** Keeps one file (best effort). */
export async function cacheFile(key: string, bytes: Buffer): Promise<void> {
  const dir = cacheDir();
  if (!dir) return;
  const tmp = join(dir, `.${key}.${newId()}.part`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(tmp, bytes);
    await rename(tmp, join(dir, key));
  } catch {
    await rm(tmp, { force: true });
  }
}

/**
 * Copies a cached set of files (`names` inside the entry `key`) to `target(name)`, each through a
 * temporary dotfile beside it (never served, swept at start-up as a half-written upload) and a rename.
 * False (and nothing left behind) when the entry is missing or incomplete; an incomplete one is removed.
 */
export async function copyCachedSet(key: string, names: readonly string[], target: (name: string) => string): Promise<boolean> {
  const dir = cacheDir();
  if (!dir) return false;
  const parts = names.map((name) => ({ from: join(dir, key, name), part: join(dirname(target(name)), `.${basename(target(name))}.part`), to: target(name) }));
  try {
    for (const p of parts) await copyFile(p.from, p.part);
    for (const p of parts) await rename(p.part, p.to);
    return true;
  } catch {
    await Promise.all(parts.map((p) => rm(p.part, { force: true })));
    // A missing entry stays missing; a broken one goes, so the picture made now is kept in its place.
    await rm(join(dir, key), { recursive: true, force: true }).catch(() => {});
    return false;
  }
}

/** Keeps a set of files (`source(name)` for each of `names`) as the entry `key` (best effort). */
export async function cacheSet(key: string, names: readonly string[], source: (name: string) => string): Promise<void> {
  const dir = cacheDir();
  if (!dir) return;
  const tmp = join(dir, `.${key}.${newId()}.part`);
  try {
    await mkdir(tmp, { recursive: true });
    for (const name of names) await copyFile(source(name), join(tmp, name));
    await rename(tmp, join(dir, key));
  } catch {
    // Another process kept the same entry first, or the directory is not writable.
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
