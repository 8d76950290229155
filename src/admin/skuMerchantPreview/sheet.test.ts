import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { workbookBytes } from '../skuImport/workbook';
import { isImagePath, nextSort, sortOrder } from './preview';
import { parseWorkbook } from './sheet';

describe('parseWorkbook (the worker’s parser)', () => {
  it('reads the first sheet: first row as header, cells as the spreadsheet shows them, codes kept as text', () => {
    const bytes = workbookBytes([
      ['path', 'sku', 'name', 'article', 'stock', 'marketPrices'],
      ['/uploads/a.webp', 'CT-OXF-120-03', 'ผ้าฝ้าย Navy', '00123', 25, 185.5],
      ['', ' LN-PUR-201-NAT ', 'Natural', '', 0, 320],
    ]);
    const sheet = parseWorkbook(bytes);
    expect(sheet.header).toEqual(['path', 'sku', 'name', 'article', 'stock', 'marketPrices']);
    expect(sheet.rows).toEqual([
      ['/uploads/a.webp', 'CT-OXF-120-03', 'ผ้าฝ้าย Navy', '00123', '25', '185.5'],
      ['', 'LN-PUR-201-NAT', 'Natural', '', '0', '320'],
    ]);
    expect(sheet.truncated).toBe(false);
  });

  it('reads a legacy .xls and only its first sheet; short rows are padded', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['path', 'sku', 'name'], ['x.jpg', 'A-1'], ['y.jpg', 'A-2', 'Two']]), 'First');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['other'], ['ignored']]), 'Second');
    const xls = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
    expect(Array.from(xls.slice(0, 4))).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    expect(parseWorkbook(xls)).toEqual({ header: ['path', 'sku', 'name'], rows: [['x.jpg', 'A-1', ''], ['y.jpg', 'A-2', 'Two']], truncated: false });
  });

  it('gives an empty preview for an empty sheet and throws on bytes that are no workbook', () => {
    expect(parseWorkbook(workbookBytes([]))).toEqual({ header: [], rows: [], truncated: false });
    expect(() => parseWorkbook(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]))).toThrow();
  });
});

describe('sorting', () => {
  const rows = [['', 'B-10', '12'], ['', 'b-9', '1.5'], ['', 'A-2', ''], ['', 'B-10', '100'], ['', '', '3']];
  const column = (order: number[], c: number) => order.map((i) => rows[i][c]);

  it('a header click sorts ascending, the same header again descending, another header ascending', () => {
    expect(nextSort(null, 2)).toEqual({ column: 2, direction: 'asc' });
    expect(nextSort({ column: 2, direction: 'asc' }, 2)).toEqual({ column: 2, direction: 'desc' });
    expect(nextSort({ column: 2, direction: 'desc' }, 2)).toEqual({ column: 2, direction: 'asc' });
    expect(nextSort({ column: 2, direction: 'desc' }, 1)).toEqual({ column: 1, direction: 'asc' });
  });

  it('compares numbers as numbers, text with digit runs as numbers, ignoring case; blanks last; stable', () => {
    expect(column(sortOrder(rows, { column: 2, direction: 'asc' }), 2)).toEqual(['1.5', '3', '12', '100', '']);
    expect(column(sortOrder(rows, { column: 2, direction: 'desc' }), 2)).toEqual(['100', '12', '3', '1.5', '']);
    expect(sortOrder(rows, { column: 1, direction: 'asc' })).toEqual([2, 1, 0, 3, 4]);
    expect(sortOrder(rows, { column: 1, direction: 'desc' })).toEqual([0, 3, 1, 2, 4]);
    expect(sortOrder(rows, null)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows stored paths and web addresses as pictures, not bare file names', () => {
    expect(isImagePath('/uploads/0123456789abcdef01234567.webp')).toBe(true);
    expect(isImagePath('https://cdn.example/x.png')).toBe(true);
    expect(isImagePath('CT-OXF-120-03.jpg')).toBe(false);
    expect(isImagePath('//elsewhere/x.png')).toBe(false);
  });
});
