import type { ImportCounts } from '../../contract/skuImport';
import { skuImportCalls } from '../skuImport/calls';

export interface UploadOptions {
  /** Check and count only (the server writes nothing). */
  dryRun: boolean;
  /** Bytes sent, 0..100. */
  onProgress: (percent: number) => void;
}

/** Sends a workbook to the SKU import call (field `product_list`); rejects with the client's ApiError (a 422 carries the refused cells). */
export type SkuUploader = (file: File, options: UploadOptions) => Promise<ImportCounts>;

/** The screen's uploader: the SKU import through the one HTTP client, with upload progress. */
export const uploadSkuFile: SkuUploader = (file, options) => skuImportCalls.importFile('sku', file, options);
