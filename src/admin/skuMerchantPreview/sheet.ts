import * as XLSX from 'xlsx';
import { IMPORT_LIMITS } from '../../contract/skuImport';
import type { SheetPreview } from './preview';

/**
 * Reads the first sheet of an .xlsx or .xls workbook for the merchant preview: the first row is the
 * header, the rest are records, every cell as the text the spreadsheet shows (so a code like 00123
 * stays 00123). Runs inside the Web Worker (parse.worker.ts); tests call it directly.
 *
 * At most IMPORT_LIMITS.maxRows records are read (the import's own limit), so a sheet whose
 * dimension claims a million rows costs no more than the largest file the server would take.
 */
export function parseWorkbook(bytes: ArrayBuffer | Uint8Array): SheetPreview {
  const book = XLSX.read(bytes, { type: 'array', dense: true, sheetRows: IMPORT_LIMITS.maxRows + 2, cellHTML: false, cellFormula: false });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return { header: [], rows: [], truncated: false };
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  const width = Math.min(
    IMPORT_LIMITS.maxColumns,
    table.reduce((max, row) => Math.max(max, row.length), 0),
  );
  const text = (row: unknown[]) => Array.from({ length: width }, (_, i) => String(row[i] ?? '').trim());
  const [head, ...body] = table;
  const truncated = body.length > IMPORT_LIMITS.maxRows;
  return { header: head ? text(head) : [], rows: body.slice(0, IMPORT_LIMITS.maxRows).map(text), truncated };
}
