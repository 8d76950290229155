// @ts-check
/**
 * Reads an import spreadsheet, off the main thread (issue 9 §3): the server starts this file as a
 * worker thread (node:worker_threads), so parsing a 50,000-row sheet never stalls the site. Plain
 * JavaScript because a worker thread starts without the TypeScript loader; the server side types
 * its messages in ./reader.ts.
 *
 * What it does, in order, stopping at the first refusal:
 * 1. decides the format by the bytes: .xlsx (a zip), .xls (an OLE file) where the layout allows it, or
 *    CSV (text: UTF-8 with or without BOM, UTF-16, or Thai Windows-874/TIS-620) read by papaparse;
 * 2. for .xlsx, reads the zip's directory itself and unpacks only the workbook's XML parts, each
 *    through zlib with a hard output cap, so a zip bomb is refused after at most `maxUnpackedBytes`
 *    (not after it has filled the memory); refuses a sheet whose <dimension> claims too many rows
 *    or columns, or whose last row is past the limit, before SheetJS sees it;
 * 3. parses the first sheet with SheetJS (the pinned 0.20.3 build) from the parts it unpacked;
 * 4. reads the first non-empty row as the header (names matched case-insensitively), then each
 *    row's cells by the layout's column kinds, checking everything that needs no database:
 *    required cells, numbers, flags, codes kept as text, lengths, duplicate codes in the file.
 * User data never becomes an object key (headers go through a Map, rows are arrays), so a sheet
 * with `__proto__` headers or entry names pollutes nothing.
 */
import { Buffer } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { createRequire } from 'node:module';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

const require = createRequire(import.meta.url);
/** @type {typeof import('xlsx')} */
const XLSX = require('xlsx');
/** @type {typeof import('papaparse')} */
const Papa = require('papaparse');

/**
 * @typedef {{ name: string, kind: 'code'|'text'|'html'|'path'|'int'|'money'|'flag', required?: boolean, max?: number }} ColumnSpec
 * @typedef {{ code: string, columns: ColumnSpec[], xls: boolean }} Layout
 * @typedef {{ maxRows: number, maxUnpackedBytes: number, maxColumns: number, maxErrors: number }} Limits
 * @typedef {{ row: number, column: string, value: string, code: string, arg?: string | number }} CellError
 * @typedef {{ status: 400 | 413, code: string, arg?: string | number }} Refusal
 * @typedef {{ column: string, rows: number[], total: number }} NumberCodes
 * @typedef {'utf-8' | 'windows-874' | 'utf-16'} CsvEncoding
 * @typedef {{ refusal: Refusal } | { header: string[], rows: Array<Array<string|number|boolean|null>>, errors: CellError[], errorTotal: number, numberCodes: NumberCodes[], csv?: CsvEncoding }} ReadResult
 */

class Refused extends Error {
  /** @param {400 | 413} status @param {string} code @param {string | number} [arg] */
  constructor(status, code, arg) {
    super(code);
    this.refusal = /** @type {Refusal} */ ({ status, code, ...(arg === undefined ? {} : { arg }) });
  }
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MAX_ENTRIES = 5000;
/** The workbook parts SheetJS reads for cell values; pictures, printer settings and macros are never unpacked. */
const TEXT_PART = /^[A-Za-z0-9_\-[\]./ ]+\.(xml|rels)$/;

/**
 * The entries of a zip, from its central directory (trusted for sizes, as data descriptors leave
 * the local headers empty). Refuses what no spreadsheet program writes: encryption, zip64, odd methods.
 * @param {Buffer} buf
 */
function zipEntries(buf) {
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Refused(400, 'notWorkbook');
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || cdOffset === 0xffffffff || count > MAX_ENTRIES || cdOffset + cdSize > end) throw new Refused(400, 'notWorkbook');
  /** @type {Array<{ name: string, method: number, csize: number, usize: number, offset: number }>} */
  const out = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== ZIP_CENTRAL) throw new Refused(400, 'notWorkbook');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const usize = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw new Refused(400, 'encrypted');
    if (usize === 0xffffffff || csize === 0xffffffff || offset === 0xffffffff) throw new Refused(413, 'unpackedTooLarge');
    if (method !== 0 && method !== 8) throw new Refused(400, 'notWorkbook');
    out.push({ name, method, csize, usize, offset });
  }
  return out;
}

/**
 * Unpacks one entry, never past `cap` bytes: zlib stops there (RangeError) instead of growing the buffer.
 * @param {Buffer} buf @param {{ name: string, method: number, csize: number, usize: number, offset: number }} e @param {number} cap
 */
function unpack(buf, e, cap) {
  if (e.offset + 30 > buf.length || buf.readUInt32LE(e.offset) !== ZIP_LOCAL) throw new Refused(400, 'notWorkbook');
  const start = e.offset + 30 + buf.readUInt16LE(e.offset + 26) + buf.readUInt16LE(e.offset + 28);
  if (start + e.csize > buf.length) throw new Refused(400, 'notWorkbook');
  const raw = buf.subarray(start, start + e.csize);
  if (e.method === 0) {
    if (e.csize !== e.usize) throw new Refused(400, 'notWorkbook');
    return raw;
  }
  let data;
  try {
    data = inflateRawSync(raw, { maxOutputLength: Math.max(1, Math.min(cap, e.usize + 1)) });
  } catch (err) {
    // The part unpacks to more than it claims (or than is left of the budget): a zip bomb, or a lie.
    if (err instanceof RangeError || /** @type {{ code?: string }} */ (err).code === 'ERR_BUFFER_TOO_LARGE') throw new Refused(413, 'unpackedTooLarge');
    throw new Refused(400, 'notWorkbook');
  }
  if (data.length !== e.usize) throw new Refused(413, 'unpackedTooLarge');
  return data;
}

/** @param {string} xml @param {string} tag */
const attrsOf = (xml, tag) => {
  const m = new RegExp(`<(?:\\w+:)?${tag}\\b([^>]*)>`).exec(xml);
  return m ? m[1] : null;
};
/** @param {string} attrs @param {string} name */
const attr = (attrs, name) => new RegExp(`(?:^|\\s)(?:\\w+:)?${name}="([^"]*)"`).exec(attrs)?.[1];

/** The path of the workbook's first sheet, from workbook.xml and its relationships; null when unclear. */
function firstSheetPath(/** @type {Map<string, Buffer>} */ parts) {
  const wb = parts.get('xl/workbook.xml')?.toString('utf8');
  const rels = parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8');
  if (!wb || !rels) return null;
  const sheet = attrsOf(wb, 'sheet');
  const rid = sheet && attr(sheet, 'id');
  if (!rid) return null;
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    if (attr(m[1], 'Id') !== rid) continue;
    const target = attr(m[1], 'Target');
    if (!target) return null;
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return null;
}

/** Column letters → 1-based number (A → 1, AA → 27). */
const colNumber = (/** @type {string} */ letters) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
/** 0-based column number → letters. */
const colLetters = (/** @type {number} */ c) => {
  let s = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

/**
 * Refuses, before any parsing, a sheet claiming more rows or columns than the limits: by its
 * <dimension> and by its last <row r="…">.
 * @param {Buffer} sheet @param {Limits} limits
 */
function checkSheetSize(sheet, limits) {
  const head = sheet.toString('latin1', 0, Math.min(sheet.length, 4096));
  const dim = /<(?:\w+:)?dimension\s+ref="([A-Z]{1,3})?(\d+)?(?::([A-Z]{1,3})(\d+))?"/.exec(head);
  if (dim) {
    const lastRow = Number(dim[4] ?? dim[2] ?? 0);
    const lastCol = colNumber(dim[3] ?? dim[1] ?? 'A');
    if (lastRow > limits.maxRows + 1) throw new Refused(413, 'tooManyRows', lastRow);
    if (lastCol > limits.maxColumns) throw new Refused(413, 'tooManyColumns', lastCol);
  }
  const last = sheet.lastIndexOf('<row ');
  if (last >= 0) {
    const r = /^<row\b[^>]*?\sr="(\d+)"/.exec(sheet.toString('latin1', last, Math.min(sheet.length, last + 200)));
    if (r && Number(r[1]) > limits.maxRows + 1) throw new Refused(413, 'tooManyRows', Number(r[1]));
  }
}

/** Options for a values-only read: dense rows, no formatted text or HTML (number formats kept to read codes). */
const READ_OPTS = { dense: true, cellText: false, cellHTML: false, cellNF: true, cellDates: false, cellStyles: false, bookVBA: false, sheets: 0 };

/**
 * Parses an .xlsx from the parts unpacked under the budget.
 * @param {Buffer} buf @param {Limits} limits
 */
function readXlsx(buf, limits) {
  const entries = zipEntries(buf);
  /** @type {Map<string, typeof entries[number]>} */
  const byName = new Map();
  for (const e of entries) if (TEXT_PART.test(e.name) && !e.name.split('/').includes('__proto__')) byName.set(e.name, e);
  if (!byName.has('[Content_Types].xml') || !byName.has('xl/workbook.xml')) throw new Refused(400, 'notWorkbook');

  let budget = limits.maxUnpackedBytes;
  /** @type {Map<string, Buffer>} */
  const parts = new Map();
  const take = (/** @type {string} */ name) => {
    const e = byName.get(name);
    if (!e || parts.has(name)) return;
    if (e.usize > budget) throw new Refused(413, 'unpackedTooLarge');
    const data = unpack(buf, e, budget);
    budget -= data.length;
    parts.set(name, data);
  };
  take('xl/workbook.xml');
  take('xl/_rels/workbook.xml.rels');
  const first = firstSheetPath(parts);
  const sheetPart = /^xl\/worksheets\/[^/]+\.xml$/;
  // Other sheets are never read: they are not unpacked either (only the first sheet is imported).
  const wanted = [...byName.keys()].filter((n) => !sheetPart.test(n) || n === first || first === null);
  const declared = wanted.reduce((sum, n) => sum + (byName.get(n)?.usize ?? 0), 0);
  if (declared > limits.maxUnpackedBytes) throw new Refused(413, 'unpackedTooLarge');
  for (const name of wanted) take(name);
  const sheet = first ? parts.get(first) : undefined;
  if (sheet) checkSheetSize(sheet, limits);

  /** @type {Record<string, { name: string, content: Buffer, type: number }>} */
  const files = Object.create(null);
  for (const [name, content] of parts) files[name] = { name, content, type: 2 };
  return XLSX.parse_zip({ files }, { ...READ_OPTS });
}

/**
 * The text of a CSV file (issue 16 §4): UTF-16 or UTF-8 by their byte-order mark; otherwise UTF-8 when
 * the bytes are valid UTF-8 (plain ASCII is), else Windows-874, the superset of TIS-620 that older Thai
 * shop systems and Thai Windows' Excel write. Null when the bytes are not text (a NUL byte early on).
 * @param {Buffer} buf
 * @returns {{ text: string, encoding: CsvEncoding } | null}
 */
function csvText(buf) {
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(buf.subarray(2)), encoding: 'utf-16' };
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(buf.subarray(2)), encoding: 'utf-16' };
  if (buf.subarray(0, 65536).includes(0)) return null;
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return { text: buf.toString('utf8', 3), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buf), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-874').decode(buf), encoding: 'windows-874' };
  }
}

const DELIMITERS = [',', ';', '\t', '|'];
/**
 * The delimiter a CSV file uses: the candidate found most often in its header (the first line with
 * any text; column names hold none of them), a comma when none is.
 * @param {string} text
 */
function delimiterOf(text) {
  const header = text.slice(0, 65536).split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  let best = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = header.split(d).length - 1;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

/**
 * A CSV file's rows as text cells, through papaparse: the delimiter is found from the file (comma,
 * semicolon, tab or bar), quoted cells may hold delimiters and line breaks. A quote left open refuses
 * the file, naming its row; more rows or columns than the limits refuse it too.
 * @param {string} text @param {Limits} limits
 * @returns {any[][]}
 */
function readCsv(text, limits) {
  const parsed = Papa.parse(text, { delimiter: delimiterOf(text), skipEmptyLines: false, preview: limits.maxRows + 2 });
  const quotes = parsed.errors.find((e) => e.type === 'Quotes');
  if (quotes) throw new Refused(400, 'csvQuotes', (quotes.row ?? 0) + 1);
  /** @type {string[][]} */
  const rows = /** @type {string[][]} */ (parsed.data);
  if (rows.length > limits.maxRows + 1) throw new Refused(413, 'tooManyRows', rows.length);
  return rows.map((row) => {
    if (row.length > limits.maxColumns) throw new Refused(413, 'tooManyColumns', row.length);
    return row.map((v) => (v === '' ? undefined : { t: 's', v }));
  });
}

/**
 * Decides the format by the bytes and reads the first sheet's rows (dense SheetJS cells): an .xlsx (a
 * zip), an .xls (an OLE file) where the layout allows it, else a CSV when the bytes are text.
 * @param {Buffer} buf @param {Layout} layout @param {Limits} limits
 * @returns {{ data: any[][], csv?: CsvEncoding }}
 */
function readBook(buf, layout, limits) {
  const zip = buf.length >= 4 && buf.readUInt32LE(0) === ZIP_LOCAL;
  const ole = buf.length >= 8 && buf.subarray(0, 8).equals(OLE_MAGIC);
  const notOurs = () => new Refused(400, layout.xls ? 'notSpreadsheet' : 'notXlsx');
  if (ole && !layout.xls) throw notOurs();
  if (!zip && !ole) {
    const csv = csvText(buf);
    if (!csv) throw notOurs();
    return { data: readCsv(csv.text, limits), csv: csv.encoding };
  }
  let book;
  try {
    book = zip ? readXlsx(buf, limits) : XLSX.read(buf, { ...READ_OPTS, type: 'buffer' });
  } catch (err) {
    if (err instanceof Refused) throw err;
    const message = String(/** @type {Error} */ (err)?.message ?? '');
    throw new Refused(400, /password|encrypt/i.test(message) ? 'encrypted' : 'notWorkbook');
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  return { data: (sheet && sheet['!data']) || [] };
}

const ERROR_CELLS = new Map([
  [0x00, '#NULL!'],
  [0x07, '#DIV/0!'],
  [0x0f, '#VALUE!'],
  [0x17, '#REF!'],
  [0x1d, '#NAME?'],
  [0x24, '#NUM!'],
  [0x2a, '#N/A'],
  [0x2b, '#GETTING_DATA'],
]);
/** What a spreadsheet shows for a number in E notation, e.g. 3.65275E+11 (also typed or pasted as text). */
const E_NOTATION = /^[+-]?\d+(\.\d+)?E[+-]\d+$/i;

/**
 * A cell as the text a person sees: strings trimmed; numbers in their own number format (so a code
 * formatted 00000 keeps its zeros). '' for a blank cell.
 * @param {any} cell
 */
function shownText(cell) {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'z') return '';
  if (cell.t === 'n') return XLSX.SSF.format(cell.z ?? 'General', cell.v).trim();
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'd') return cell.v instanceof Date ? cell.v.toISOString() : String(cell.v);
  return String(cell.v).trim();
}

/**
 * Reads one cell by its column's kind: [value] or [undefined, error code, arg]. A blank cell is null.
 * @param {any} cell @param {ColumnSpec} col @param {string} ref
 * @returns {[string | number | boolean | null] | [undefined, string, (string | number)?]}
 */
function readCell(cell, col, ref) {
  if (cell && cell.t === 'e') return [undefined, 'errorCell', ERROR_CELLS.get(cell.v) ?? '#ERROR'];
  const text = shownText(cell);
  if (text === '') return col.required ? [undefined, 'required'] : [null];
  switch (col.kind) {
    case 'code': {
      if (cell.t === 'b') return [undefined, 'codeNotText'];
      if (cell.t === 'd' || (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z))) return [undefined, 'codeDate', ref];
      // A number past 2^53 has lost digits whatever its format shows.
      if (E_NOTATION.test(text) || (cell.t === 'n' && Math.abs(cell.v) > Number.MAX_SAFE_INTEGER)) return [undefined, 'eNotation', ref];
      break;
    }
    case 'int': {
      const n = cell.t === 'n' ? cell.v : /^\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > 2_147_483_647) return [undefined, 'wholeNumber'];
      return [n];
    }
    case 'money': {
      const n = cell.t === 'n' ? cell.v : /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(n) || n < 0 || n > 1e12) return [undefined, 'money'];
      return [n];
    }
    case 'flag': {
      if (cell.t === 'b') return [cell.v === true];
      const t = text.toLowerCase();
      if (t === 'true' || t === '1' || t === 'yes') return [true];
      if (t === 'false' || t === '0' || t === 'no') return [false];
      return [undefined, 'flag'];
    }
    default:
      break;
  }
  if (col.max !== undefined && text.length > col.max) return [undefined, 'tooLong', col.max];
  return [text];
}

/**
 * Reads a workbook into the layout's rows: [sheet row number, …one value per layout column] (null
 * for a blank cell or a column the sheet lacks), with every error found that needs no database.
 * @param {Buffer} buf @param {Layout} layout @param {Limits} limits
 * @returns {ReadResult}
 */
export function readSheet(buf, layout, limits) {
  /** @type {any[][]} */
  let data;
  /** @type {CsvEncoding | undefined} */
  let csv;
  try {
    ({ data, csv } = readBook(buf, layout, limits));
  } catch (err) {
    if (err instanceof Refused) return { refusal: err.refusal };
    throw err;
  }
  const read = csv ? { csv } : {};
  if (data.length > limits.maxRows + 1) return { refusal: { status: 413, code: 'tooManyRows', arg: data.length } };

  /** @type {CellError[]} */
  const errors = [];
  let errorTotal = 0;
  const fail = (/** @type {CellError} */ e) => {
    errorTotal++;
    if (errors.length < limits.maxErrors) errors.push(e);
  };

  let headerIndex = 0;
  while (headerIndex < data.length && !(data[headerIndex] ?? []).some((c) => shownText(c) !== '')) headerIndex++;
  const headerCells = data[headerIndex] ?? [];
  const header = Array.from(headerCells, (c) => shownText(c));
  const headerRow = headerIndex + 1;
  /** @type {Map<string, number>} layout column name (lower case) → sheet column index */
  const wantedNames = new Map(layout.columns.map((c, i) => [c.name.toLowerCase(), i]));
  /** @type {number[]} layout column index → sheet column index (-1: absent) */
  const at = layout.columns.map(() => -1);
  header.forEach((h, col) => {
    const i = wantedNames.get(h.toLowerCase());
    if (i === undefined) return;
    if (at[i] >= 0) fail({ row: headerRow, column: layout.columns[i].name, value: h, code: 'duplicateHeader' });
    else at[i] = col;
  });
  layout.columns.forEach((c, i) => {
    if (c.required && at[i] < 0) fail({ row: headerRow, column: c.name, value: '', code: 'missingColumn' });
  });
  if (errorTotal > 0) return { header, rows: [], errors, errorTotal, numberCodes: [], ...read };

  const codeIndex = layout.columns.findIndex((c) => c.name === layout.code);
  /** @type {Map<string, number>} code → the row that has it first */
  const seen = new Map();
  /** @type {Array<Array<string|number|boolean|null>>} */
  const rows = [];
  /** @type {Map<string, NumberCodes>} a code column → the rows where the sheet holds a number (a text code's zeros may be gone) */
  const numbers = new Map();
  for (let r = headerIndex + 1; r < data.length; r++) {
    const cells = data[r];
    if (!cells || !cells.some((c) => shownText(c) !== '')) continue;
    const rowNumber = r + 1;
    /** @type {Array<string|number|boolean|null>} */
    const out = [rowNumber];
    let ok = true;
    layout.columns.forEach((col, i) => {
      const cell = at[i] >= 0 ? cells[at[i]] : undefined;
      const [value, code, arg] = readCell(cell, col, `${colLetters(at[i])}${rowNumber}`);
      if (!code && col.kind === 'code' && cell && cell.t === 'n') {
        const seenRows = numbers.get(col.name) ?? { column: col.name, rows: [], total: 0 };
        if (seenRows.rows.length < 20) seenRows.rows.push(rowNumber);
        seenRows.total++;
        numbers.set(col.name, seenRows);
      }
      if (code) {
        ok = false;
        fail({ row: rowNumber, column: col.name, value: shownText(cell), code, ...(arg === undefined ? {} : { arg }) });
        out.push(null);
      } else out.push(/** @type {string|number|boolean|null} */ (value));
    });
    const code = out[codeIndex + 1];
    if (typeof code === 'string') {
      const first = seen.get(code);
      if (first !== undefined) {
        ok = false;
        fail({ row: rowNumber, column: layout.code, value: code, code: 'duplicateCode', arg: first });
      } else seen.set(code, rowNumber);
    }
    if (ok) rows.push(out);
  }
  if (rows.length === 0 && errorTotal === 0) fail({ row: headerRow + 1, column: '', value: '', code: 'noRows' });
  return { header, rows, errors, errorTotal, numberCodes: [...numbers.values()], ...read };
}

/** Rows per message to the main thread: small enough that receiving one never stalls it. */
const CHUNK = 2000;

/**
 * A reader thread serves one read at a time, and may be kept for the next (./reader.ts): each
 * `{ bytes, layout, limits }` message is answered with its rows in chunks, then `done` or `refused`.
 */
if (!isMainThread && parentPort && workerData?.job === 'sku-import-reader') {
  const port = parentPort;
  port.on('message', (/** @type {{ bytes: Uint8Array, layout: Layout, limits: Limits }} */ { bytes, layout, limits }) => {
    const result = readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), layout, limits);
    if ('refusal' in result) return port.postMessage({ type: 'refused', refusal: result.refusal });
    for (let i = 0; i < result.rows.length; i += CHUNK) port.postMessage({ type: 'rows', rows: result.rows.slice(i, i + CHUNK) });
    port.postMessage({ type: 'done', header: result.header, rowCount: result.rows.length, errors: result.errors, errorTotal: result.errorTotal, numberCodes: result.numberCodes, csv: result.csv });
  });
}
