import * as XLSX from 'xlsx';
import { IMPORT_LAYOUTS, type ImportError, type ImportKind } from '../../contract/skuImport';
import { skuImportTexts as texts } from '../texts';

/**
 * .xlsx files made in the browser (SheetJS): the import templates and the error list to fix and
 * upload again. Imported lazily by the screens (SheetJS is large), and by tests to make files.
 */

/** A cell: a plain value, or a SheetJS cell object (e.g. `{ t: 'n', v: 123, z: '00000' }`). */
export type Cell = string | number | boolean | null | { t: string; v: unknown; z?: string };

/** The bytes of a one-sheet .xlsx. Text cells are written as Text ('@'), so codes like 00123 stay text when edited. */
export function workbookBytes(rows: Cell[][], sheetName = 'Sheet1'): Uint8Array {
  const cells = rows.map((row) => row.map((v) => (typeof v === 'string' ? { t: 's', v, z: '@' } : v)));
  const sheet = XLSX.utils.aoa_to_sheet(cells as unknown[][]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

/** An example row per layout, so the template shows what each column takes. */
const EXAMPLES: Record<ImportKind, Cell[]> = {
  category: ['COTTON', 'Cotton', 'TRUE'],
  parents: ['CT-OXF-120', 'Oxford Cotton 120', 'COTTON', 'FABRICS', '100% Cotton', 'Oxford', '58"/60"', '<p>Soft oxford weave</p>', 'CT-OXF-120.jpg', 'TRUE'],
  sku: ['CT-OXF-120-03.jpg', 'CT-OXF-120-03', 'Navy', '00123', 'CT-OXF-120', 25, 185.5, 'COTTON', 'TRUE', 172, 165.5, 158.25],
};

/** The template of an import: its header row in the layout's order and one example row. */
export function templateBytes(kind: ImportKind): Uint8Array {
  return workbookBytes([IMPORT_LAYOUTS[kind].columns.map((c) => c.name), EXAMPLES[kind]], kind);
}

/** The refused cells as a sheet: row, column, value, reason. */
export function errorsBytes(errors: ImportError[]): Uint8Array {
  return workbookBytes([[texts.row, texts.column, texts.value, texts.reason], ...errors.map((e) => [e.row, e.column, e.value, e.reason])], 'Errors');
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Offers bytes to the person as a file download. */
export function download(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: XLSX_TYPE }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
