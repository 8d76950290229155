import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LAYOUTS, IMPORT_LIMITS, type ImportKind } from '../../src/contract/skuImport.js';
import { skuImportTexts as texts } from '../../src/admin/texts.js';
import { workbookBytes } from '../../src/admin/skuImport/workbook.js';
import { readSheet } from '../../server/modules/skuImport/sheetWorker.mjs';
import { multipart, useSharedTestApp } from '../helpers/app.js';

/**
 * Hostile and odd files (issue 9 §3 "Safe with big and hostile files"): zip bombs, sheets claiming a
 * million rows, prototype-pollution bait, encrypted and foreign zips. Each gets a quick 4xx in bounded
 * memory and writes nothing; the reader itself (run here in-process, as the worker runs it) pollutes nothing.
 */
const t = useSharedTestApp();
let token: string;

async function importFile(kind: ImportKind, bytes: Uint8Array) {
  const layout = IMPORT_LAYOUTS[kind];
  const body = await multipart({}, { [layout.field]: { name: 'hostile.xlsx', type: 'application/octet-stream', data: Buffer.from(bytes) } });
  return t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: body.headers });
}

const CATEGORY = IMPORT_LAYOUTS.category;
const LIMITS = { maxRows: IMPORT_LIMITS.maxRows, maxUnpackedBytes: IMPORT_LIMITS.maxUnpackedBytes, maxColumns: IMPORT_LIMITS.maxColumns, maxErrors: IMPORT_LIMITS.maxErrors };
const readCategories = (bytes: Uint8Array) => readSheet(Buffer.from(bytes), { code: CATEGORY.code, xls: CATEGORY.xls, columns: [...CATEGORY.columns] }, LIMITS);

/** The parts of an .xlsx, by name. */
function partsOf(bytes: Uint8Array): Map<string, Buffer> {
  const cfb = XLSX.CFB.read(Buffer.from(bytes), { type: 'buffer' });
  const out = new Map<string, Buffer>();
  cfb.FullPaths.forEach((p: string, i: number) => {
    const f = cfb.FileIndex[i];
    if (f.type === 2 && f.content && !p.includes('Sh33tJ5')) out.set(p.replace(/^Root Entry\//, ''), Buffer.from(f.content as Uint8Array));
  });
  return out;
}

interface Entry {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  crc: number;
  /** The size the zip claims once unpacked (a liar's zip says less than the truth). */
  size: number;
  flags?: number;
}

const deflated = (name: string, content: Buffer): Entry => ({ name, data: deflateRawSync(content), crc: crc32(content), size: content.length });

/** Writes a zip from deflated entries, with the sizes they claim. */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.flags ?? 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A real category workbook's parts, re-zipped with some of them replaced. */
function rezip(replace: Record<string, Buffer | Entry> = {}, extra: Entry[] = []): Buffer {
  const parts = partsOf(workbookBytes([['categoryId', 'name', 'isActived'], ['HOSTILE', 'Hostile', 'TRUE']]));
  const entries = [...parts].map(([name, content]) => {
    const r = replace[name];
    return r === undefined ? deflated(name, content) : Buffer.isBuffer(r) ? deflated(name, r) : r;
  });
  return zip([...entries, ...extra]);
}

/** `megabytes` MB of sheet XML (rows of one cell), deflated as it streams, never held whole. */
async function bombSheet(megabytes: number): Promise<{ data: Buffer; crc: number; size: number }> {
  const head = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
  const row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
  const chunk = Buffer.from(row.repeat(Math.floor((1024 * 1024) / row.length)));
  const tail = Buffer.from('</sheetData></worksheet>');
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  let size = head.length;
  deflate.write(head);
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  crc = crc32(tail, crc);
  size += tail.length;
  deflate.end(tail);
  await done;
  return { data: Buffer.concat(out), crc, size };
}

const categoryIds = async () => (await t.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token })).json().result.map((c: { categoryId: string }) => c.categoryId) as string[];

/**
 * Runs `fn`, answering its result with the CPU time it took (this process's, its reader thread included:
 * wall time would measure the machine's other work too) and how much the process's memory grew.
 */
async function measured<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; grewMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = process.cpuUsage();
  try {
    const result = await fn();
    const used = process.cpuUsage(started);
    return { result, ms: (used.user + used.system) / 1000, grewMb: (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

beforeAll(async () => {
  token = await t.adminToken();
});
describe('zip bombs', () => {
  let bomb: { data: Buffer; crc: number; size: number };
  beforeAll(async () => {
    bomb = await bombSheet(400);
  }, 60_000);

  it('a sheet that says it unpacks to 400 MB is refused from the zip directory, before unpacking', async () => {
    expect(bomb.data.length).toBeLessThan(2 * 1024 * 1024);
    const file = rezip({ 'xl/worksheets/sheet1.xml': { name: 'xl/worksheets/sheet1.xml', ...bomb } });
    const { result: r, ms, grewMb } = await measured(() => importFile('category', file));
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe(texts.unpackedTooLarge(200));
    expect(ms).toBeLessThan(3000);
    expect(grewMb).toBeLessThan(150);
    expect(await categoryIds()).not.toContain('HOSTILE');
  });

  it('a sheet that lies about its size is stopped where the lie shows, in bounded memory', async () => {
    const file = rezip({ 'xl/worksheets/sheet1.xml': { name: 'xl/worksheets/sheet1.xml', ...bomb, size: 4096 } });
    const { result: r, ms, grewMb } = await measured(() => importFile('category', file));
    expect(r.statusCode).toBe(413);
    expect(ms).toBeLessThan(3000);
    expect(grewMb).toBeLessThan(150);
    const direct = readCategories(file);
    expect(direct).toEqual({ refusal: { status: 413, code: 'unpackedTooLarge' } });
  });

  it('many parts whose sizes add up past the limit are refused too', async () => {
    const small = await bombSheet(60);
    const extras = [1, 2, 3, 4].map((i) => ({ name: `xl/extra${i}.xml`, ...small }));
    const file = rezip({ 'xl/worksheets/sheet1.xml': { name: 'xl/worksheets/sheet1.xml', ...small } }, extras);
    const r = await importFile('category', file);
    expect(r.statusCode).toBe(413);
  }, 30_000);
});

describe('sheets claiming too much', () => {
  const withSheet = (xml: string) => rezip({ 'xl/worksheets/sheet1.xml': Buffer.from(xml) });
  const rows = '<row r="1"><c r="A1" t="inlineStr"><is><t>categoryId</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>HUGE</t></is></c><c r="B2" t="inlineStr"><is><t>Huge</t></is></c></row>';
  const sheet = (dimension: string, more = '') =>
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetData>${rows}${more}</sheetData></worksheet>`;

  it('a dimension of a million rows gets a quick 413', async () => {
    const { result: r, ms, grewMb } = await measured(() => importFile('category', withSheet(sheet('A1:C1000000'))));
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe(texts.tooManyRows(IMPORT_LIMITS.maxRows));
    expect(ms).toBeLessThan(2000);
    expect(grewMb).toBeLessThan(100);
  });

  it('a last row past row 200,001, or a dimension of thousands of columns, gets 413', async () => {
    const far = await importFile('category', withSheet(sheet('A1:B2', '<row r="250000"><c r="A250000" t="inlineStr"><is><t>FAR</t></is></c></row>')));
    expect(far.statusCode).toBe(413);
    const wide = await importFile('category', withSheet(sheet('A1:XFD2')));
    expect(wide.statusCode).toBe(413);
    expect(wide.json().message).toBe(texts.tooManyColumns(IMPORT_LIMITS.maxColumns));
    expect(await categoryIds()).not.toContain('HUGE');
  });

  it('the same sheet within the limits imports (the checks refuse sizes, not shapes)', async () => {
    const r = await importFile('category', withSheet(sheet('A1:B2')));
    expect(r.statusCode).toBe(200);
    expect(await categoryIds()).toContain('HUGE');
  });
});

describe('prototype pollution', () => {
  /** A workbook with a cell comment whose ref is __proto__ (CVE-2023-30533's bait), __proto__ headers and a __proto__ part. */
  function bait(): Buffer {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['categoryId', 'name', '__proto__', 'constructor', 'isActived'],
      ['PROTO', 'Proto', '{"polluted":"yes"}', 'polluted', 'TRUE'],
    ]);
    sheet.A2.c = [{ a: 'x', t: 'polluted' }];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const parts = partsOf(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const comments = [...parts.keys()].find((n) => /comments\d*\.xml$/.test(n));
    expect(comments).toBeDefined();
    parts.set(comments!, Buffer.from(parts.get(comments!)!.toString('utf8').replace(/ref="A2"/g, 'ref="__proto__"')));
    return zip([...[...parts].map(([name, content]) => deflated(name, content)), deflated('__proto__', Buffer.from('{"polluted":"yes"}'))]);
  }

  const clean = () => {
    const probe = {} as Record<string, unknown>;
    return Object.getOwnPropertyNames(Object.prototype).every((k) => typeof (Object.prototype as Record<string, unknown>)[k] === 'function' || k === '__proto__') &&
      probe.polluted === undefined && probe.t === undefined && probe.c === undefined && probe.v === undefined;
  };

  it('reading the bait in-process leaves Object.prototype untouched and reads the real columns', () => {
    expect(clean()).toBe(true);
    const read = readCategories(bait());
    expect(clean()).toBe(true);
    expect(read).toMatchObject({ errorTotal: 0, rows: [[2, 'PROTO', 'Proto', true]] });
  });

  it('importing it pollutes nothing and writes only the real columns', async () => {
    const r = await importFile('category', bait());
    expect(r.statusCode).toBe(200);
    expect(clean()).toBe(true);
    expect(await categoryIds()).toContain('PROTO');
  });
});

describe('odd zips', () => {
  it('an encrypted entry, a zip without a workbook, or a truncated file gets 400 and writes nothing', async () => {
    const good = rezip();
    const encrypted = zip([...partsOf(good)].map(([name, content]) => ({ ...deflated(name, content), flags: 1 })));
    const e = await importFile('category', encrypted);
    expect(e.statusCode).toBe(400);
    expect(e.json().message).toBe(texts.encrypted);
    const docx = zip([deflated('[Content_Types].xml', Buffer.from('<Types/>')), deflated('word/document.xml', Buffer.from('<w:document/>'))]);
    const d = await importFile('category', docx);
    expect(d.statusCode).toBe(400);
    expect(d.json().message).toBe(texts.notWorkbook);
    const cut = await importFile('category', good.subarray(0, Math.floor(good.length / 2)));
    expect(cut.statusCode).toBe(400);
  });
});
