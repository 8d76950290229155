import { readFile } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMPORT_KINDS, IMPORT_LAYOUTS, IMPORT_LIMITS, ImportFields, PHOTO_FIELD, skuImportApi, type ImportCounts } from '../../../src/contract/skuImport.js';
import type { Db } from '../../db/index.js';
import { logWithin, summary } from '../../plugins/activity.js';
import type { RowSet } from '../../db/rowSets.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { skuImportServerTexts as texts } from '../../../src/contract/backOfficeTexts.js';
import { badRequest, conflict } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { ImportRefusedError, runImport } from './import.js';
import { attachPhoto, imageInUse, listHistory } from './queries.js';
import { warmReader } from './reader.js';

/** The name a browser sent, without any folder, bounded. */
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 200);

/**
 * Spreadsheet imports (spec.md §7, issue 9 §3): the three import calls, the import history and the
 * colour-photo upload, all admin only. The routes live under /product_sku beside the SKU calls.
 */
export const skuImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** One import at a time per server: a second waits for the first rather than doubling the memory. */
  let running = false;

  for (const kind of IMPORT_KINDS) {
    const layout = IMPORT_LAYOUTS[kind];
    serve(app, layout.call, async (request, reply) => {
      warmReader(); // started while the file is still arriving
      const { fields, files, cleanup } = await app.uploads.readMultipart(request, ImportFields, { fileFields: [layout.field], maxBytes: IMPORT_LIMITS.maxBytes });
      let bytes: Buffer;
      let fileName: string;
      try {
        const file = files[layout.field];
        if (!file || file.bytes === 0) throw badRequest(texts.fileRequired(layout.field));
        bytes = await readFile(file.tmpPath);
        fileName = baseName(file.filename) || layout.field;
      } finally {
        await cleanup();
      }
      if (running) throw conflict(texts.busy);
      running = true;
      try {
        const dryRun = fields.dryRun === 'true';
        // The import's activity entry, with every row it changed, is written in its own transaction.
        const log = (trx: Db, sets: RowSet[], counts: ImportCounts) =>
          logWithin(request, trx, { note: { ...(request.uploadedFiles?.length ? { files: request.uploadedFiles } : {}), ...summary(counts as unknown as Record<string, unknown>) }, sets });
        const result = await runImport(app, { kind, bytes, fileName, dryRun, admin: request.admin!, log });
        return { message: dryRun ? texts.checked : texts.imported, result };
      } catch (err) {
        if (err instanceof ImportRefusedError) return reply.status(422).send(err.body);
        throw err;
      } finally {
        running = false;
      }
    });
  }

  serve(app, skuImportApi.history, async (request) => {
    // The import screens load their history on entry: start a reader for the file the admin is about to send.
    warmReader();
    const rows = await listHistory(app.db, request.query.kind, request.query.limit ?? 20);
    return { message: serverMessages.ok, result: rows.map(({ adminId: _, ...entry }) => entry) };
  });

  serve(app, skuImportApi.uploadPhoto, async (request) => {
    const { files, cleanup } = await app.uploads.readMultipart(request, Type.Object({}, { additionalProperties: false }), { fileFields: [PHOTO_FIELD] });
    try {
      const file = files[PHOTO_FIELD];
      const fileName = baseName(file?.filename ?? '');
      const code = fileName.replace(/\.[^.]*$/, '').trim();
      if (file && file.bytes > 0 && !code) throw badRequest(texts.photoNoCode);
      const url = await app.uploads.saveImage(file, PHOTO_FIELD);
      let attached: Awaited<ReturnType<typeof attachPhoto>>;
      try {
        // Its activity entry, with every row it changed, is written in its own transaction (a revert puts
        // them back); `rows` counts the SKUs and parent SKUs it changed (what the Activity screen offers a Revert for).
        const log = (trx: Db, sets: RowSet[]) => {
          const rows = sets.filter((s) => s.tbl === 'skus' || s.tbl === 'parent_skus').length;
          return logWithin(request, trx, { note: { ...(request.uploadedFiles?.length ? { files: request.uploadedFiles } : {}), ...summary({ fileName, code, url }), rows }, sets });
        };
        attached = await attachPhoto(app.db, { fileKey: fileName.toLowerCase(), fileName, url, code }, new Date(app.config.now()), request.admin!._id, log);
      } catch (err) {
        await app.uploads.dropImage(url);
        throw err;
      }
      // The images this photo replaced go once nothing shows them any more.
      for (const old of new Set(attached.replaced)) if (!(await imageInUse(app.db, old))) await app.uploads.removeImage(old);
      return { message: serverMessages.ok, result: { fileName, code, url, skus: attached.skus, parents: attached.parents } };
    } finally {
      await cleanup();
    }
  });
};
