import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fabricSwatch } from '../../server/db/seed/images.js';
import { useTestApp } from '../helpers/app.js';

/**
 * The demo seed's pictures are drawn and encoded once per machine (server/pictureCache.ts): the next
 * empty database gets byte-identical files copied under new ids, and a missing or broken entry only
 * means the picture is made again.
 */
const t = useTestApp();
let cache = '';
const before = process.env.SEED_PICTURE_CACHE;

beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'selvedge-picture-cache-'));
  process.env.SEED_PICTURE_CACHE = cache;
});
afterEach(() => {
  if (before === undefined) delete process.env.SEED_PICTURE_CACHE;
  else process.env.SEED_PICTURE_CACHE = before;
  rmSync(cache, { recursive: true, force: true });
});

const VARIANTS = ['.webp', '-w200.webp', '-w400.webp', '-w800.webp'];
const files = (url: string) => VARIANTS.map((v) => readFileSync(join(t.app.uploads.uploadDir, url.replace('/uploads/', '').replace('.webp', v))));
/** The cache's entries that are whole (a directory of stored files), not its drawings. */
const storedEntries = () => readdirSync(cache, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.'));

describe('the demo seed pictures cache', () => {
  it('stores the same picture twice as two uploads with identical files, encoding it once', async () => {
    const first = await t.app.uploads.saveBuffer(await fabricSwatch('#2f4a72', '#9fb4d4', { size: 400 }));
    expect(storedEntries()).toHaveLength(1);
    const second = await t.app.uploads.saveBuffer(await fabricSwatch('#2f4a72', '#9fb4d4', { size: 400 }));
    expect(second).not.toBe(first);
    expect(files(second)).toEqual(files(first));
    expect(await sharp(files(second)[1]).metadata()).toMatchObject({ format: 'webp', width: 200 });
    // Another picture is another entry.
    await t.app.uploads.saveBuffer(await fabricSwatch('#b3262e', '#e0676d', { size: 400 }));
    expect(storedEntries()).toHaveLength(2);
  });

  it('makes the picture again when an entry lost a file, keeps it whole again, and never leaves half-written files', async () => {
    const first = await t.app.uploads.saveBuffer(await fabricSwatch('#d9cdb4', '#9c8d6c', { size: 400 }));
    const [entry] = storedEntries();
    unlinkSync(join(cache, entry.name, '-w400.webp'));
    const second = await t.app.uploads.saveBuffer(await fabricSwatch('#d9cdb4', '#9c8d6c', { size: 400 }));
    expect(files(second)).toEqual(files(first));
    // The broken entry was replaced by a whole one.
    expect(readdirSync(join(cache, entry.name)).sort()).toEqual([...VARIANTS].sort());
    expect(readdirSync(t.app.uploads.uploadDir).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('is off with SEED_PICTURE_CACHE=off: nothing is kept, pictures are still stored', async () => {
    process.env.SEED_PICTURE_CACHE = 'off';
    const url = await t.app.uploads.saveBuffer(await fabricSwatch('#eeeeea', '#c9c9c2', { size: 400 }));
    expect(files(url)).toHaveLength(4);
    expect(readdirSync(cache)).toEqual([]);
  });
});
