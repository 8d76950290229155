import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses } from './common.js';

/**
 * Spreadsheet imports of SKU data (issue 9 §3–4): the three import calls of spec.md §7, their sheet
 * layouts, their answers, the import history and the colour-photo upload.
 */
export type ImportKind = 'category' | 'parents' | 'sku';
export const IMPORT_KINDS: readonly ImportKind[] = ['category', 'parents', 'sku'];

/**
 * How a column's cells are read:
 * - `code`: text kept exactly (leading zeros, Thai), trimmed; a number a spreadsheet wrote in E
 *   notation (3.65275E+11) or as a date is refused, naming the cell;
 * - `text` / `html`: trimmed text (html is sanitised on write); `path`: an image path or a photo's file name;
 * - `int`: a whole number ≥ 0; `money`: a number ≥ 0; `flag`: TRUE/FALSE, true/false, 1/0, yes/no.
 */
export type CellKind = 'code' | 'text' | 'html' | 'path' | 'int' | 'money' | 'flag';

export interface ColumnSpec {
  /** The header, matched case-insensitively. */
  name: string;
  kind: CellKind;
  /** A blank cell is refused (and the header must be there). */
  required?: boolean;
  /** Longest accepted text. */
  max?: number;
}

export interface ImportLayout {
  kind: ImportKind;
  /** The import call. */
  call: ImportCall;
  /** Its path under /api (the call's). */
  path: string;
  /** Its multipart file field. */
  field: string;
  /** The column whose value identifies a row (upsert by code). */
  code: string;
  /** In the template's order. */
  columns: readonly ColumnSpec[];
  /** The legacy .xls (OLE) format is also accepted (the SKU import, as the merchant preview). */
  xls: boolean;
}

/** Limits of an import file (DESIGN §4): bytes on the wire (413 past it), data rows, unpacked size, errors listed. */
export const IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  /** Total size of the workbook's parts once unzipped: a zip bomb stops here, in bounded memory. */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Columns a sheet may claim; the layouts need at most ten, spare columns are ignored. */
  maxColumns: 200,
  maxErrors: 1000,
} as const;

/** The multipart text fields of an import call (beside the file). `dryRun=true` checks and counts, writing nothing. */
export const ImportFields = Type.Object(
  { dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) },
  { additionalProperties: false },
);
export type ImportFields = Static<typeof ImportFields>;

/** What an import did, or (dry run) would do. `rows` counts the data rows read. */
export const ImportCounts = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  rows: Type.Integer(),
  dryRun: Type.Boolean(),
  /** Only when rows wait: the codes of the rows whose photo is not uploaded yet (the first 1,000), imported without it; they get it when it is uploaded. */
  waiting: Type.Optional(Type.Array(Type.String())),
  waitingTotal: Type.Optional(Type.Integer()),
  /**
   * Only when there are any: code columns (sku, article, …) the sheet holds as numbers where the template
   * says text: a spreadsheet program may have turned 00001 into 1. The first 20 rows and how many; a warning, the rows are read as shown.
   */
  numberCodes: Type.Optional(Type.Array(Type.Object({ column: Type.String(), rows: Type.Array(Type.Integer()), total: Type.Integer() }))),
  /** Only for a CSV file: the encoding its text was read in (UTF-8, UTF-16, or Thai Windows-874/TIS-620). */
  csv: Type.Optional(Type.Union([Type.Literal('utf-8'), Type.Literal('windows-874'), Type.Literal('utf-16')])),
  /** Only when there are any: compositions the sheet named that Product Composition did not have, added to it with the rows. */
  newCompositions: Type.Optional(Type.Array(Type.String())),
});
export type ImportCounts = Static<typeof ImportCounts>;
/** The encodings a CSV import is read in. */
export type CsvEncoding = NonNullable<ImportCounts['csv']>;
export const ImportAnswer = Envelope(ImportCounts);

/** One refused cell (or row, or header): the sheet's own row number (the header is row 1) and column name. */
export const ImportError = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  value: Type.String(),
  reason: Type.String(),
});
export type ImportError = Static<typeof ImportError>;

/** HTTP 422: nothing was written. `errors` holds the first 1,000 in sheet order, `total` how many there are. */
export const ImportRefused = Type.Object({
  message: Type.String(),
  errors: Type.Array(ImportError),
  total: Type.Integer(),
});
export type ImportRefused = Static<typeof ImportRefused>;

/** The query of the import history call: ?kind= (and limit). */
export const ImportHistoryQuery = Type.Object(
  {
    kind: Type.Optional(Type.Union(IMPORT_KINDS.map((k) => Type.Literal(k)))),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type ImportHistoryQuery = Static<typeof ImportHistoryQuery>;

export const ImportHistoryEntry = Type.Object({
  _id: Type.String(),
  kind: Type.Union(IMPORT_KINDS.map((k) => Type.Literal(k))),
  fileName: Type.String(),
  adminEmail: Type.String(),
  outcome: Type.Union([Type.Literal('imported'), Type.Literal('refused'), Type.Literal('failed')]),
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  errorCount: Type.Integer(),
  message: Type.String(),
  durationMs: Type.Integer(),
  createAt: Type.String(),
});
export type ImportHistoryEntry = Static<typeof ImportHistoryEntry>;
export const ImportHistoryList = Envelope(Type.Array(ImportHistoryEntry));

/** POST /product_sku/upload_sku_photo: one colour photo (field `photo`), named after its SKU or parent SKU code. */
export const PHOTO_FIELD = 'photo';
export const PhotoResult = Type.Object({
  fileName: Type.String(),
  /** The code the file name gives (the name without its extension). */
  code: Type.String(),
  url: Type.String(),
  /** The SKUs and parent SKUs that now show this photo; both empty when the name matched nothing. */
  skus: Type.Array(Type.String()),
  parents: Type.Array(Type.String()),
});
export type PhotoResult = Static<typeof PhotoResult>;
export const PhotoAnswer = Envelope(PhotoResult);

/** An import call: the spreadsheet in the multipart file field `field` (beside `dryRun`); 422 lists the refused cells. */
const importCall = <const P extends string>(path: P, field: string) =>
  call({
    method: 'POST',
    path,
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: ImportFields, files: { [field]: 'required' } }, response: { 200: ImportAnswer, 422: ImportRefused, ...errorResponses } },
  });
type ImportCall = ReturnType<typeof importCall>;

/** Each import's multipart file field (the browser build empties schemas, so layouts read it here). */
const IMPORT_FIELD = { category: 'product_category_list', parents: 'product_parents_list', sku: 'product_list' } as const;

/** The import screens' calls (admin only; they live under /product_sku beside the SKU calls). */
export const skuImportApi = {
  importCategory: importCall('/product_sku/import_update_product_category_sku', IMPORT_FIELD.category),
  importParents: importCall('/product_sku/import_update_product_sku_parents', IMPORT_FIELD.parents),
  importSku: importCall('/product_sku/import_update_product_sku', IMPORT_FIELD.sku),
  history: call({ method: 'GET', path: '/product_sku/get_import_history', guard: 'admin', schema: { querystring: ImportHistoryQuery, response: { 200: ImportHistoryList, ...errorResponses } } }),
  uploadPhoto: call({
    method: 'POST',
    path: '/product_sku/upload_sku_photo',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: Type.Object({}), files: { [PHOTO_FIELD]: 'required' } }, response: { 200: PhotoAnswer, ...errorResponses } },
  }),
};

/** A layout's call, path and file field. */
const importLayoutOf = (declared: ImportCall, field: string) => ({ call: declared, path: declared.path, field });

const CODE = 100;
const TEXT = 200;

export const IMPORT_LAYOUTS: Record<ImportKind, ImportLayout> = {
  category: {
    kind: 'category',
    ...importLayoutOf(skuImportApi.importCategory, IMPORT_FIELD.category),
    code: 'categoryId',
    xls: false,
    columns: [
      { name: 'categoryId', kind: 'code', required: true, max: CODE },
      { name: 'name', kind: 'text', required: true, max: TEXT },
      { name: 'isActived', kind: 'flag' },
    ],
  },
  parents: {
    kind: 'parents',
    ...importLayoutOf(skuImportApi.importParents, IMPORT_FIELD.parents),
    code: 'parentsSku',
    xls: false,
    columns: [
      { name: 'parentsSku', kind: 'code', required: true, max: CODE },
      { name: 'name', kind: 'text', required: true, max: TEXT },
      { name: 'categoryId', kind: 'code', required: true, max: CODE },
      { name: 'productType', kind: 'text', max: TEXT },
      { name: 'composition', kind: 'text', max: TEXT },
      { name: 'weaving', kind: 'text', max: TEXT },
      { name: 'width', kind: 'text', max: TEXT },
      { name: 'discription', kind: 'html', max: 20_000 },
      { name: 'path', kind: 'path', max: 300 },
      { name: 'isActived', kind: 'flag' },
    ],
  },
  sku: {
    kind: 'sku',
    ...importLayoutOf(skuImportApi.importSku, IMPORT_FIELD.sku),
    code: 'sku',
    xls: true,
    columns: [
      { name: 'path', kind: 'path', max: 300 },
      { name: 'sku', kind: 'code', required: true, max: CODE },
      { name: 'name', kind: 'text', required: true, max: TEXT },
      { name: 'article', kind: 'code', max: CODE },
      { name: 'parentsSku', kind: 'code', required: true, max: CODE },
      { name: 'stock', kind: 'int' },
      { name: 'marketPrices', kind: 'money' },
      { name: 'categoryId', kind: 'code', max: CODE },
      { name: 'isActived', kind: 'flag' },
      // The tier prices a member with that tier sees (issue 16 §3); blank keeps what the SKU has.
      { name: 'silverPrice', kind: 'money' },
      { name: 'goldPrice', kind: 'money' },
      { name: 'platinumPrice', kind: 'money' },
    ],
  },
};
