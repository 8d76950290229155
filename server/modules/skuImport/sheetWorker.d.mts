/** Types of ./sheetWorker.mjs (plain JavaScript: a worker thread starts without the TypeScript loader). */
import type { CellKind, CsvEncoding } from '../../../src/contract/skuImport.js';

export interface WorkerLayout {
  code: string;
  xls: boolean;
  columns: Array<{ name: string; kind: CellKind; required?: boolean; max?: number }>;
}
export interface WorkerLimits {
  maxRows: number;
  maxUnpackedBytes: number;
  maxColumns: number;
  maxErrors: number;
}
export interface WorkerCellError {
  row: number;
  column: string;
  value: string;
  code: string;
  arg?: string | number;
}
/** A code column where the sheet holds numbers (the first 20 rows, and how many). */
export interface NumberCodes {
  column: string;
  rows: number[];
  total: number;
}
export type ReadResult =
  | { refusal: { status: 400 | 413; code: string; arg?: string | number } }
  | { header: string[]; rows: Array<Array<string | number | boolean | null>>; errors: WorkerCellError[]; errorTotal: number; numberCodes: NumberCodes[]; csv?: CsvEncoding };

/** Reads a workbook's first sheet into the layout's rows, with every error that needs no database. */
export function readSheet(buf: Buffer, layout: WorkerLayout, limits: WorkerLimits): ReadResult;
