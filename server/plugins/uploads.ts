import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { type TSchema, type Static } from '@sinclair/typebox';
import { TypeCompiler, ValueErrorType } from '@sinclair/typebox/compiler';
import { inputTexts, serverMessages, type SchemaIssue } from '../../src/contract/texts.js';
import { newId } from '../db/ids.js';
import { cacheSet, copyCachedSet, pictureKey } from '../pictureCache.js';
import { badRequest, HttpError } from './errors.js';
import { nulMessage } from './no-nul.js';
import { revertPictureOf } from './activity.js';

/** Widths (px) of the resized copies written beside each upload, for `srcset`; see src/api/images.ts. */
const IMAGE_WIDTHS = [200, 400, 800] as const;
const FULL_WIDTH = 1600;
const WEBP_QUALITY = 80;
/** The files one stored picture is, after its id: the full picture, then each resized copy. */
const VARIANTS = ['.webp', ...IMAGE_WIDTHS.map((w) => `-w${w}.webp`)];
/** An image file half-written this long ago in the uploads directory belongs to no running upload (one takes seconds). */
export const PART_AGE_MS = 10 * 60_000;
/** Larger pictures (e.g. a tiny PNG claiming 20000×20000) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** A multipart field's typebox complaint as ajv's keyword and params, for its text in another language (inputTexts.schema). */
function asAjvIssue(type: ValueErrorType, schema: { [key: string]: unknown }): Omit<SchemaIssue, 'message'> {
  switch (type) {
    case ValueErrorType.String:
      return { keyword: 'type', params: { type: 'string' } };
    case ValueErrorType.StringMinLength:
      return { keyword: 'minLength', params: { limit: schema.minLength } };
    case ValueErrorType.StringMaxLength:
      return { keyword: 'maxLength', params: { limit: schema.maxLength } };
    case ValueErrorType.StringPattern:
      return { keyword: 'pattern', params: { pattern: schema.pattern } };
    case ValueErrorType.StringFormat:
      return { keyword: 'format', params: { format: schema.format } };
    case ValueErrorType.ArrayMinItems:
      return { keyword: 'minItems', params: { limit: schema.minItems } };
    case ValueErrorType.ArrayMaxItems:
      return { keyword: 'maxItems', params: { limit: schema.maxItems } };
    default:
      return { keyword: 'other', params: {} };
  }
}

interface UploadedFile {
  field: string;
  filename: string;
  tmpPath: string;
  bytes: number;
}

interface MultipartResult<T> {
  fields: T;
  files: Record<string, UploadedFile | undefined>;
  /** Removes every temporary file; call in `finally`. */
  cleanup: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
  interface FastifyRequest {
    /** The files a multipart request carried (name and size): the activity log names them (an import's sheet). */
    uploadedFiles?: Array<{ field: string; name: string; bytes: number }>;
  }
}

type Kind = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

/** Decides the image type from the first bytes of the file, never from its name. */
function sniffImage(head: Buffer): Kind | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'gif';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(head.toString('latin1', 8, 12))) return 'avif';
  return null;
}

class Uploads {
  readonly uploadDir: string;
  /** Request bodies being received: per instance, under DATA_DIR. */
  private tmpDir: string;
  private compiled = new WeakMap<TSchema, ReturnType<typeof TypeCompiler.Compile>>();

  constructor(
    dataDir: string,
    private maxImageBytes: number,
    uploadDir = join(dataDir, 'uploads'),
  ) {
    this.uploadDir = uploadDir;
    this.tmpDir = join(dataDir, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.uploadDir, { recursive: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  /**
   * Removes what a process stopped mid-upload left behind (issue 20 §1.7: kill -9 during an upload):
   * every `*.part` in this instance's own tmp directory, and the `.*.part` image files in the uploads
   * directory older than PART_AGE_MS (that directory may be shared with instances still writing theirs).
   * Answers how many files it removed.
   */
  async sweepParts(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.tmpDir)) {
      if (!name.endsWith('.part')) continue;
      await rm(join(this.tmpDir, name), { force: true });
      removed++;
    }
    for (const name of await readdir(this.uploadDir)) {
      if (!name.startsWith('.') || !name.endsWith('.part')) continue;
      const path = join(this.uploadDir, name);
      const info = await stat(path).catch(() => null);
      if (!info || now - info.mtimeMs < PART_AGE_MS) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }

  /**
   * Reads a multipart request: text fields are checked against `schema` (400 naming the field),
   * files are streamed to temporary files and capped at `maxBytes` (413 past it).
   */
  async readMultipart<S extends TSchema>(
    request: FastifyRequest,
    schema: S,
    opts: { fileFields: string[]; maxBytes?: number },
  ): Promise<MultipartResult<Static<S>>> {
    if (!request.isMultipart()) throw badRequest(inputTexts.notMultipart);
    // A repeated field (a multi-select sent as several parts of one name) becomes an array.
    const fields: Record<string, string | string[]> = {};
    const files: Record<string, UploadedFile> = {};
    const cleanup = async () => {
      await Promise.all(Object.values(files).map((f) => rm(f.tmpPath, { force: true })));
    };
    try {
      const parts = request.parts({ limits: { fileSize: opts.maxBytes ?? this.maxImageBytes, files: opts.fileFields.length } });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (!opts.fileFields.includes(part.fieldname)) {
            part.file.resume();
            throw badRequest(inputTexts.notAccepted(`body.${part.fieldname}`));
          }
          if (files[part.fieldname]) {
            part.file.resume();
            throw badRequest(inputTexts.oneFile(`body.${part.fieldname}`));
          }
          if (part.filename?.includes('\u0000')) {
            part.file.resume();
            throw badRequest(nulMessage(`body.${part.fieldname}.filename`));
          }
          const tmpPath = join(this.tmpDir, `${newId()}.part`);
          files[part.fieldname] = { field: part.fieldname, filename: part.filename, tmpPath, bytes: 0 };
          await pipeline(part.file, createWriteStream(tmpPath));
          if (part.file.truncated) throw new HttpError(413, serverMessages.tooLarge);
          files[part.fieldname].bytes = part.file.bytesRead;
        } else {
          const value = String(part.value ?? '').trim();
          if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw badRequest(nulMessage(`body.${part.fieldname}`));
          const prev = fields[part.fieldname];
          fields[part.fieldname] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
        }
      }
    } catch (err) {
      await cleanup();
      if (err instanceof HttpError) throw err;
      const { statusCode: status, code } = err as { statusCode?: number; code?: string };
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, serverMessages.tooLarge);
      if (code === 'FST_FILES_LIMIT') throw badRequest(inputTexts.mostFiles(opts.fileFields));
      if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(inputTexts.tooManyFields);
      if (code === 'FST_PROTO_VIOLATION') throw badRequest(inputTexts.reservedField);
      // The parser's own refusals (a form cut short, a field's declared JSON not JSON) are bad multipart
      // too, in the asker's language rather than its English.
      if (status && status < 500) throw badRequest(serverMessages.badMultipart);
      // System errors (disk full, permissions) stay 5xx; anything else came from parsing the client's bytes.
      if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) throw err;
      throw badRequest(serverMessages.badMultipart);
    }
    let check = this.compiled.get(schema);
    if (!check) {
      check = TypeCompiler.Compile(schema);
      this.compiled.set(schema, check);
    }
    if (!check.Check(fields)) {
      await cleanup();
      const first = check.Errors(fields).First();
      const path = ['body', ...(first?.path ?? '').split('/').filter(Boolean)].join('.');
      throw badRequest(
        !first ? inputTexts.invalid(path)
        : first.type === ValueErrorType.ObjectRequiredProperty ? inputTexts.required(path)
        : first.type === ValueErrorType.ObjectAdditionalProperties ? inputTexts.notAccepted(path)
        : inputTexts.schema(path, { ...asAjvIssue(first.type, first.schema), message: first.message.toLowerCase() }),
      );
    }
    request.uploadedFiles = Object.values(files).map((f) => ({ field: f.field, name: f.filename, bytes: f.bytes }));
    return { fields: fields as Static<S>, files, cleanup };
  }

  /**
   * Checks an uploaded file is an image by its bytes, re-encodes it to WebP without metadata, writes
   * resized copies for srcset, and renames each into /uploads only once whole. Returns '/uploads/<id>.webp'.
   */
  async saveImage(file: UploadedFile | undefined, field = 'image'): Promise<string> {
    if (!file || file.bytes === 0) throw badRequest(inputTexts.required(`body.${field}`));
    const handle = await open(file.tmpPath, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    if (!sniffImage(head)) throw badRequest(`body.${field}: ${serverMessages.notAnImage}`);
    const id = newId();
    const written: string[] = [];
    try {
      const source = sharp(file.tmpPath, { failOn: 'error', animated: false, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const meta = await source.metadata();
      const targets: Array<[name: string, width: number]> = [
        [`${id}.webp`, FULL_WIDTH],
        ...IMAGE_WIDTHS.map((w): [string, number] => [`${id}-w${w}.webp`, w]),
      ];
      for (const [name, width] of targets) {
        // Written beside the final file (a dotfile, never served) so the rename stays on one file system
        // when UPLOAD_DIR is a shared volume.
        const tmp = join(this.uploadDir, `.${name}.part`);
        written.push(tmp);
        await source
          .clone()
          .resize({ width: Math.min(width, meta.width ?? width), withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toFile(tmp);
      }
      for (const [name] of targets) {
        await rename(join(this.uploadDir, `.${name}.part`), join(this.uploadDir, name));
      }
      return `/uploads/${id}.webp`;
    } catch (err) {
      await Promise.all(written.map((p) => rm(p, { force: true })));
      if (err instanceof HttpError) throw err;
      throw badRequest(`body.${field}: ${serverMessages.notAnImage}`);
    }
  }

  /**
   * The shape of every catalogue create/edit call: reads the multipart body (fields checked by
   * `schema`), stores the image of `field` through the pipeline (required or optional), runs `write`
   * with the fields and the new image path, and removes the new image again if `write` fails, so a
   * failed write leaves no orphan file. Temporary files are always removed.
   */
  async withImageForm<S extends TSchema, T>(
    request: FastifyRequest,
    schema: S,
    opts: { required: boolean; field?: string },
    write: (fields: Static<S>, url: string | undefined) => Promise<T>,
  ): Promise<T> {
    const field = opts.field ?? 'image';
    const { fields, files, cleanup } = await this.readMultipart(request, schema, { fileFields: [field] });
    try {
      const file = files[field];
      // A revert of a picture change (server/modules/activity/routes.ts) brings the earlier picture back: it is
      // already stored ('' when the record had none: the write clears it).
      const earlier = file && file.bytes > 0 ? undefined : revertPictureOf(request);
      const url = file && file.bytes > 0 ? await this.saveImage(file, field) : earlier ?? (opts.required ? await this.saveImage(undefined, field) : undefined);
      try {
        return await write(fields, url);
      } catch (err) {
        if (earlier === undefined) await this.dropImage(url); // no record ever showed it: nothing to keep for a revert
        throw err;
      }
    } finally {
      await cleanup();
    }
  }

  /**
   * The edit of a record that has a picture (every catalogue edit call): reads the form like
   * `withImageForm`, the picture optional; `save` writes the fields with the new picture's url
   * (undefined: none came, keep the old one; '': a revert back to no picture, clear it) and answers the saved row, or undefined when the row has
   * gone (404). Once the row is written, the picture it replaced is removed (unless `inUse` says another
   * record still shows it: catalogue pictures may be shared); a failed save keeps it.
   */
  async editWithImage<S extends TSchema, T extends { url: string }>(
    request: FastifyRequest,
    schema: S,
    before: { url: string },
    save: (fields: Static<S>, url: string | undefined) => Promise<T | undefined>,
    inUse: (url: string) => Promise<boolean> = async () => false,
  ): Promise<T> {
    const saved = await this.withImageForm(request, schema, { required: false }, async (fields, url) => {
      const row = await save(fields, url);
      if (!row) throw new HttpError(404, serverMessages.notFound);
      return row;
    });
    if (saved.url !== before.url && !(await inUse(before.url))) await this.removeImage(before.url);
    return saved;
  }

  /** The app's clock (the kept files' time); the plugin sets it. */
  now: () => number = Date.now;

  /** Where removed images wait 30 days for a revert (issue 20 §2): inside uploads, never served (a dot folder). */
  get keptDir(): string {
    return join(this.uploadDir, '.kept');
  }

  private namesOf(url: string | null | undefined): string[] {
    const m = url ? /^\/uploads\/([0-9a-f]{24})\.webp$/.exec(url) : null;
    return m ? VARIANTS.map((v) => `${m[1]}${v}`) : [];
  }

  /**
   * Takes an upload and its resized copies out of /uploads (after its record is deleted or its picture
   * replaced): kept in keptDir, stamped with the time, until sweepKept removes them 30 days on, so a
   * revert can bring them back (restoreImage).
   */
  async removeImage(url: string | null | undefined): Promise<void> {
    const names = this.namesOf(url);
    if (!names.length) return;
    await mkdir(this.keptDir, { recursive: true });
    const at = new Date(this.now());
    await Promise.all(
      names.map(async (n) => {
        const kept = join(this.keptDir, n);
        try {
          await rename(join(this.uploadDir, n), kept);
          await utimes(kept, at, at);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }),
    );
  }

  /** Deletes an upload and its resized copies outright: a picture of a save that failed, which no record shows. */
  async dropImage(url: string | null | undefined): Promise<void> {
    await Promise.all(this.namesOf(url).map((n) => rm(join(this.uploadDir, n), { force: true })));
  }

  /** Brings a kept upload back to /uploads (a revert of its removal); nothing when it is not kept. Answers whether a file came back. */
  async restoreImage(url: string | null | undefined): Promise<boolean> {
    const moved = await Promise.all(this.namesOf(url).map((n) => rename(join(this.keptDir, n), join(this.uploadDir, n)).then(() => true, () => false)));
    return moved.some(Boolean);
  }

  /** Removes the kept uploads put aside before `cutoff` (ms); answers how many files. */
  async sweepKept(cutoff: number): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.keptDir).catch(() => [] as string[])) {
      const path = join(this.keptDir, name);
      const info = await stat(path).catch(() => null);
      if (!info || info.mtimeMs >= cutoff) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }

  /** Writes an image made in memory (seed data) through the same pipeline. */
  async saveBuffer(buffer: Buffer): Promise<string> {
    // The same picture stored before on this machine is copied instead of encoded again (server/pictureCache.ts).
    // What the stored files depend on beside the bytes: the pipeline's code and settings.
    const key = pictureKey(this.saveImage.toString(), JSON.stringify({ FULL_WIDTH, IMAGE_WIDTHS, WEBP_QUALITY }), buffer);
    const id = newId();
    if (await copyCachedSet(key, VARIANTS, (v) => join(this.uploadDir, `${id}${v}`))) return `/uploads/${id}.webp`;
    const tmpPath = join(this.tmpDir, `${newId()}.part`);
    await pipeline(async function* () { yield buffer; }, createWriteStream(tmpPath));
    try {
      const url = await this.saveImage({ field: 'image', filename: 'seed', tmpPath, bytes: buffer.length });
      const stored = url.slice('/uploads/'.length, -'.webp'.length);
      await cacheSet(key, VARIANTS, (v) => join(this.uploadDir, `${stored}${v}`));
      return url;
    } finally {
      await rm(tmpPath, { force: true });
    }
  }
}

export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { dataDir: string; maxImageBytes: number; uploadDir?: string }) => {
    const uploads = new Uploads(opts.dataDir, opts.maxImageBytes, opts.uploadDir);
    uploads.now = () => app.config.now();
    await uploads.init();
    // File times are the real clock's, whatever clock the app is given.
    const swept = await uploads.sweepParts();
    if (swept) app.log.info({ files: swept }, 'uploads: removed half-written files left by a stopped process');
    app.decorate('uploads', uploads);
  },
  { name: 'uploads', dependencies: ['@fastify/multipart'] },
);
