import { ApiError, callApi, formData } from '../../api/client';
import { IMPORT_LAYOUTS, PHOTO_FIELD, skuImportApi, type ImportCounts, type ImportHistoryEntry, type ImportKind, type ImportRefused, type PhotoResult } from '../../contract/skuImport';

/** The 422 answer of an import (nothing was written), when `err` is one. */
export function refusedOf(err: unknown): ImportRefused | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const body = err.body as Partial<ImportRefused> | undefined;
  return Array.isArray(body?.errors) ? { message: err.message, errors: body.errors, total: body.total ?? body.errors.length } : null;
}

/**
 * The spreadsheet imports' calls (issue 9 §3–4): a file to one of the three import calls (a dry run
 * first, then the real import), the import history of a kind, and one colour photo. A refused file
 * rejects with an ApiError of status 422 whose body is the ImportRefused answer (see `refusedOf`).
 */
export const skuImportCalls = {
  importFile: async (kind: ImportKind, file: File, { dryRun, onProgress }: { dryRun: boolean; onProgress?: (percent: number) => void }): Promise<ImportCounts> => {
    const layout = IMPORT_LAYOUTS[kind];
    const body = formData({ dryRun: dryRun ? 'true' : undefined, [layout.field]: file });
    const { data } = await callApi(layout.call, { body, onProgress });
    return data.result;
  },
  history: async (kind: ImportKind): Promise<ImportHistoryEntry[]> => {
    const { data } = await callApi(skuImportApi.history, { query: { kind } });
    return data.result;
  },
  /** One photo, attached to the SKU or parent SKU its file name names (the answer says which, if any). */
  uploadPhoto: async (file: File, onProgress?: (percent: number) => void): Promise<PhotoResult> => {
    const { data } = await callApi(skuImportApi.uploadPhoto, { body: formData({ [PHOTO_FIELD]: file }), onProgress });
    return data.result;
  },
};
export type SkuImportCalls = typeof skuImportCalls;
