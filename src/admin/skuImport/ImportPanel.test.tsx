import { act, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { IMPORT_LAYOUTS, type ImportCounts, type ImportError, type ImportHistoryEntry, type PhotoResult } from '../../contract/skuImport';
import type { SkuCategoryRecord } from '../common/skuCategoryCalls';
import type { ParentSkuRecord } from '../productParentsSku/calls';
import { skuImportCalls } from './calls';
import { messages } from '../../messages';
import { skuImportTexts as texts } from '../texts';
import { dialogClosed, memoryCalls, renderResource } from '../common/testing';
import productCategorySku from '../productCategorySku/index';
import productParentsSku from '../productParentsSku/index';
import productSku from '../productSku/index';
import { pagedCalls, skuRow } from '../productSku/testRows';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const category = (categoryId: string): SkuCategoryRecord => ({
  id: categoryId,
  _id: categoryId,
  categoryId,
  name: categoryId[0] + categoryId.slice(1).toLowerCase(),
  alwaysShown: false,
  discription: '',
  url: '',
  isActived: true,
  createAt: '2026-11-22T08:00:00.000Z',
});

const counts = (c: Partial<ImportCounts>, dryRun: boolean): ImportCounts => ({ created: 0, updated: 0, unchanged: 0, rows: 0, dryRun, ...c });
const xlsxFile = (name = 'categories.xlsx') => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const historyEntry = (over: Partial<ImportHistoryEntry>): ImportHistoryEntry => ({
  _id: 'h1',
  kind: 'category',
  fileName: 'categories.xlsx',
  adminEmail: 'admin@selvedge.local',
  outcome: 'imported',
  rows: 3,
  created: 2,
  updated: 1,
  unchanged: 0,
  errorCount: 0,
  message: 'Imported',
  durationMs: 40,
  createAt: '2026-11-22T09:30:00.000Z',
  ...over,
});

/** Files the page offered as downloads: name and bytes. */
let downloads: Array<{ name: string; blob: Blob }>;
let lastBlob: Blob | null;
beforeEach(() => {
  downloads = [];
  lastBlob = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      lastBlob = blob;
      return 'blob:download';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: lastBlob! });
  });
  vi.spyOn(skuImportCalls, 'history').mockResolvedValue([]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The rows of the first sheet of a downloaded .xlsx. */
async function sheetRows(blob: Blob): Promise<unknown[][]> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
}

const chooseFile = async (label: string, file = xlsxFile()) => user.upload(await screen.findByLabelText(label), file);
const categoryLabel = texts.fileLabel(texts.kindNames.category);
const toast = async (text: string) => (await screen.findAllByText(text))[0].closest('.MuiSnackbar-root');

describe('the import panel on Category SKU', () => {
  it('checks the file first (dry run, progress, Uploading...), shows the counts, imports when confirmed, then reloads the list', async () => {
    const list = memoryCalls([category('COTTON')]);
    const listCalls = vi.spyOn(list, 'list');
    const sent: Array<{ dryRun: boolean; file: File }> = [];
    let progress: (p: number) => void = () => {};
    let answer: (c: ImportCounts) => void = () => {};
    vi.spyOn(skuImportCalls, 'importFile').mockImplementation((kind, file, opts) => {
      expect(kind).toBe('category');
      sent.push({ dryRun: opts.dryRun, file });
      progress = opts.onProgress!;
      return new Promise((resolve) => (answer = resolve));
    });
    renderResource(productCategorySku, list);
    await screen.findByText('Cotton');

    const send = screen.getByRole('button', { name: messages.send });
    expect(send).toBeDisabled();
    expect(screen.getByText(texts.noFile)).toBeInTheDocument();
    await chooseFile(categoryLabel);
    expect(screen.getByText('categories.xlsx')).toBeInTheDocument();
    expect(send).toBeEnabled();

    await user.click(send);
    expect(sent).toEqual([{ dryRun: true, file: expect.objectContaining({ name: 'categories.xlsx' }) }]);
    const busy = screen.getByRole('button', { name: messages.uploading });
    expect(busy).toBeDisabled();
    act(() => progress(40));
    expect(within(screen.getByRole('status')).getByText(texts.sendingPercent(40))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: texts.sendingPercent(40) })).toHaveAttribute('aria-valuenow', '40');
    act(() => progress(100));
    expect(within(screen.getByRole('status')).getByText(texts.checking)).toBeInTheDocument();

    act(() => answer(counts({ created: 2, updated: 1, unchanged: 3, rows: 6 }, true)));
    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle });
    expect(within(dialog).getByText(texts.counts({ created: 2, updated: 1, unchanged: 3 }))).toBeInTheDocument();
    expect(within(dialog).getByText('2 new, 1 changed, 3 unchanged')).toBeInTheDocument();
    expect(within(dialog).getByText(texts.confirmNote)).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    const before = listCalls.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(sent.map((s) => s.dryRun)).toEqual([true, false]);
    await dialogClosed();
    expect(screen.getByRole('button', { name: messages.uploading })).toBeDisabled();
    expect(within(screen.getByRole('status')).getByText(texts.sendingPercent(0))).toBeInTheDocument();
    list.rows = [...list.rows, category('LINEN'), category('DENIM')];
    act(() => answer(counts({ created: 2, updated: 1, unchanged: 3, rows: 6 }, false)));

    expect(await toast(messages.categoryUploadOk)).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(await screen.findByText('Linen')).toBeInTheDocument();
    expect(listCalls.mock.calls.length).toBeGreaterThan(before);
    const done = screen.getByText(texts.resultTitle).closest('[role="alert"]') as HTMLElement;
    expect(within(done).getByText(texts.resultTitle)).toBeInTheDocument();
    expect(within(done).getByText('2 new, 1 changed, 3 unchanged')).toBeInTheDocument();
    // The file is used up: Send waits for the next one.
    expect(screen.getByRole('button', { name: messages.send })).toBeDisabled();
    expect(screen.getByText(texts.noFile)).toBeInTheDocument();
  });

  it('Cancel writes nothing; a file with nothing to change only offers Close', async () => {
    const importFile = vi.spyOn(skuImportCalls, 'importFile').mockResolvedValueOnce(counts({ created: 1 }, true)).mockResolvedValueOnce(counts({ unchanged: 5 }, true));
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    await chooseFile(categoryLabel);
    await user.click(screen.getByRole('button', { name: messages.send }));
    await user.click(within(await screen.findByRole('dialog', { name: texts.confirmTitle })).getByRole('button', { name: texts.cancel }));
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: messages.send }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle });
    expect(within(dialog).getByText(texts.nothingToDo)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: texts.confirm })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.close }));
    expect(importFile.mock.calls.map(([, , o]) => o.dryRun)).toEqual([true, true]);
    expect(screen.queryByText(messages.categoryUploadOk)).not.toBeInTheDocument();
  });

  it('a refused file (422) lists its problems — the first 1,000 of the total — offers them as .xlsx, and imports nothing', async () => {
    const errors: ImportError[] = Array.from({ length: 1000 }, (_, i) => ({ row: i + 2, column: 'name', value: '', reason: texts.required }));
    errors[0] = { row: 2, column: 'categoryId', value: '3.65275E+11', reason: texts.eNotation('A2') };
    const importFile = vi.spyOn(skuImportCalls, 'importFile').mockRejectedValue(new ApiError(422, texts.refused(1500), { message: texts.refused(1500), errors, total: 1500 }));
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    await chooseFile(categoryLabel, xlsxFile('cats.xlsx'));
    await user.click(screen.getByRole('button', { name: messages.send }));

    expect(await toast(messages.categoryUploadFailed)).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(screen.getByText(texts.errorsTitle(1500))).toBeInTheDocument();
    expect(screen.getByText('The first 1,000 of 1,500 are listed.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: texts.errorsCaption });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([texts.row, texts.column, texts.value, texts.reason]);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'categoryId', '3.65275E+11', texts.eNotation('A2')]);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(within(screen.getByRole('table', { name: texts.errorsCaption })).getByText('27')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.downloadErrors }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe('cats-errors.xlsx');
    const rows = await sheetRows(downloads[0].blob);
    expect(rows[0]).toEqual([texts.row, texts.column, texts.value, texts.reason]);
    expect(rows[1]).toEqual([2, 'categoryId', '3.65275E+11', texts.eNotation('A2')]);
    expect(rows).toHaveLength(1001);

    expect(importFile).toHaveBeenCalledTimes(1);
    expect(importFile.mock.calls[0][2].dryRun).toBe(true);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    // Send again once the file is fixed.
    expect(screen.getByRole('button', { name: messages.send })).toBeEnabled();
  });

  it('says when the server could not be reached, or refused the file for another reason', async () => {
    vi.spyOn(skuImportCalls, 'importFile')
      .mockRejectedValueOnce(new ApiError(0, 'Network error'))
      .mockRejectedValueOnce(new ApiError(400, texts.notXlsx, { message: texts.notXlsx }));
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    await chooseFile(categoryLabel);
    await user.click(screen.getByRole('button', { name: messages.send }));
    expect(await toast(messages.categoryUploadError)).toBeTruthy();
    const failed = screen.getByText(messages.uploadFailed).closest('[role="alert"]') as HTMLElement;
    expect(within(failed).getByText('Network error')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.send }));
    expect(await toast(messages.categoryUploadFailed)).toBeTruthy();
    expect(await screen.findByText(texts.notXlsx)).toBeInTheDocument();
  });

  it('offers the template: the layout’s columns in order and an example row', async () => {
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    await user.click(screen.getByRole('button', { name: texts.template }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe(texts.templateFile('category'));
    const rows = await sheetRows(downloads[0].blob);
    expect(rows[0]).toEqual(['categoryId', 'name', 'isActived']);
    expect(rows).toHaveLength(2);
  });

  it('lists the import history of its kind: who, when, file, counts and outcome', async () => {
    const history = vi
      .spyOn(skuImportCalls, 'history')
      .mockResolvedValue([
        historyEntry({ _id: 'h2', fileName: 'bad.xlsx', outcome: 'refused', created: 0, updated: 0, errorCount: 4, createAt: '2026-11-23T10:00:00.000Z' }),
        historyEntry({ _id: 'h1' }),
      ]);
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    const summary = await screen.findByRole('button', { name: new RegExp(texts.historyTitle) });
    expect(history).toHaveBeenCalledWith('category');
    expect(await within(summary).findByText(/^Last: Refused, .*, bad\.xlsx$/)).toBeInTheDocument();
    await user.click(summary);
    const table = screen.getByRole('table', { name: texts.historyCaption });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      texts.when,
      texts.by,
      texts.file,
      texts.outcome,
      texts.rows,
      texts.created,
      texts.updated,
      texts.unchanged,
      texts.problems,
    ]);
    const [, refused, imported] = within(table).getAllByRole('row');
    expect(within(refused).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['admin@selvedge.local', 'bad.xlsx', 'Refused', '3', '0', '0', '0', '4']);
    expect(within(imported).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['admin@selvedge.local', 'categories.xlsx', 'Imported', '3', '2', '1', '0', '0']);
    expect(within(imported).getAllByRole('cell')[0].textContent).toMatch(/2026/);
  });

  it('says when there is no history yet, and reloads it after an import', async () => {
    const history = vi.spyOn(skuImportCalls, 'history').mockResolvedValue([]);
    vi.spyOn(skuImportCalls, 'importFile').mockImplementation(async (_k, _f, o) => counts({ created: 1, rows: 1 }, o.dryRun));
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    const summary = await screen.findByRole('button', { name: new RegExp(texts.historyTitle) });
    await within(summary).findByText(texts.noHistory);
    history.mockResolvedValue([historyEntry({ fileName: 'new.xlsx', created: 1, updated: 0, rows: 1 })]);
    await chooseFile(categoryLabel, xlsxFile('new.xlsx'));
    await user.click(screen.getByRole('button', { name: messages.send }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.confirm }));
    expect(await within(summary).findByText(/^Last: Imported, .*, new\.xlsx$/)).toBeInTheDocument();
  });

  it('takes .xlsx or .csv (no .xls) here, and offers no photo upload', () => {
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    const accept = screen.getByLabelText(categoryLabel).getAttribute('accept')?.split(',');
    expect(accept).toEqual(expect.arrayContaining(['.xlsx', '.csv']));
    expect(accept).not.toContain('.xls');
    expect(screen.queryByRole('button', { name: texts.uploadPhotos })).not.toBeInTheDocument();
  });

  it('sends a .csv file, says which encodings it reads, and which one the server read the file in before importing', async () => {
    const importFile = vi.spyOn(skuImportCalls, 'importFile').mockImplementation(async (_k, _f, o) => counts({ created: 2, rows: 2, csv: 'windows-874' }, o.dryRun));
    renderResource(productCategorySku, memoryCalls([category('COTTON')]));
    expect(screen.getByText(new RegExp(texts.importHint.slice(0, 30)))).toHaveTextContent(texts.csvHint);
    await chooseFile(categoryLabel, new File(['categoryId,name\r\nSILK,\u0e1c\u0e49\u0e32\u0e44\u0e2b\u0e21\r\n'], 'categories.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: messages.send }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.csvRead['windows-874'])).toBeInTheDocument();
    expect(importFile.mock.calls[0][1].name).toBe('categories.csv');
  });
});

describe('the import panel on the SKU screens', () => {
  it('Parents SKU sends the parents layout with its own toasts', async () => {
    const importFile = vi.spyOn(skuImportCalls, 'importFile').mockImplementation(async (_k, _f, o) => counts({ created: 3, rows: 3 }, o.dryRun));
    renderResource(productParentsSku, pagedCalls<ParentSkuRecord>([], ['parentsSku']));
    await chooseFile(texts.fileLabel(texts.kindNames.parents), xlsxFile('parents.xlsx'));
    await user.click(screen.getByRole('button', { name: messages.send }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.confirm }));
    expect(await toast(texts.parentsUploadOk)).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(importFile.mock.calls.map(([kind, , o]) => [kind, o.dryRun])).toEqual([
      ['parents', true],
      ['parents', false],
    ]);
  });

  it('says photos may come after the sheet and how compositions are matched, and names the waiting rows, the new compositions and code columns held as numbers', async () => {
    vi.spyOn(skuImportCalls, 'importFile').mockImplementation(async (_k, _f, o) =>
      counts({ created: 3, rows: 3, waiting: ['CT-OXF-120', 'CT-POP-110'], waitingTotal: 2, newCompositions: ['Bamboo 70%'], numberCodes: [{ column: 'parentsSku', rows: [4], total: 1 }] }, o.dryRun),
    );
    renderResource(productParentsSku, pagedCalls<ParentSkuRecord>([], ['parentsSku']));
    expect(await screen.findByText(new RegExp(texts.photoOrder.slice(0, 40)))).toHaveTextContent(texts.compositionRule);
    await chooseFile(texts.fileLabel(texts.kindNames.parents), xlsxFile('parents.xlsx'));
    await user.click(screen.getByRole('button', { name: messages.send }));
    const dialog = await screen.findByRole('dialog');
    const waiting = texts.waiting(2, ['CT-OXF-120', 'CT-POP-110']);
    expect(within(dialog).getByText(waiting)).toBeInTheDocument();
    expect(within(dialog).getByText(texts.newCompositions(['Bamboo 70%']))).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(texts.numberCodes('parentsSku', [4], 1));
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    const outcome = await screen.findByText(texts.resultTitle);
    expect(outcome.closest('[role="alert"]')).toHaveTextContent(waiting);
    expect(outcome.closest('[role="alert"]')).toHaveTextContent(texts.newCompositions(['Bamboo 70%']));
  });

  it('Admin SKU takes .xlsx or .xls, with the SKU toasts', async () => {
    vi.spyOn(skuImportCalls, 'importFile').mockRejectedValue(new ApiError(413, 'too large', { message: 'too large' }));
    renderResource(productSku, pagedCalls([skuRow('CT-POP-110-NVY')], ['sku']));
    const field = await screen.findByLabelText(texts.skuFileLabel);
    expect(field.getAttribute('accept')?.split(',')).toEqual(expect.arrayContaining(['.xlsx', '.xls']));
    await user.upload(field, xlsxFile('skus.xls'));
    await user.click(screen.getByRole('button', { name: messages.send }));
    expect(await toast(texts.skuUploadFailed)).toBeTruthy();
    expect(IMPORT_LAYOUTS.sku.xls).toBe(true);
  });

  it('uploads many photos one by one with progress, then says how many were attached and which matched nothing', async () => {
    const list = pagedCalls([skuRow('CT-POP-110-NVY')], ['sku']);
    const listCalls = vi.spyOn(list, 'list');
    const answers: Record<string, Partial<PhotoResult> | Error> = {
      'CT-POP-110-NVY.jpg': { skus: ['CT-POP-110-NVY'], parents: [] },
      'CT-POP.png': { skus: [], parents: ['CT-POP'] },
      'holiday.jpg': { skus: [], parents: [] },
      'broken.jpg': new ApiError(400, 'The file is not a picture'),
    };
    let progress: (p: number) => void = () => {};
    let release: () => void = () => {};
    const order: string[] = [];
    vi.spyOn(skuImportCalls, 'uploadPhoto').mockImplementation(async (file, onProgress) => {
      order.push(file.name);
      progress = onProgress!;
      if (order.length === 1) await new Promise<void>((r) => (release = r));
      const answer = answers[file.name];
      if (answer instanceof Error) throw answer;
      return { fileName: file.name, code: file.name.replace(/\.[^.]*$/, ''), url: '/uploads/0123456789abcdef01234567.webp', skus: [], parents: [], ...answer };
    });
    renderResource(productSku, list);
    await screen.findAllByText('CT-POP-110-NVY');
    const files = Object.keys(answers).map((name) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText(texts.uploadPhotos), files);

    expect(await screen.findByText(texts.photosProgress(0, 4))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.uploadPhotos })).toBeDisabled();
    act(() => progress(50));
    expect(screen.getByRole('progressbar', { name: texts.photosProgress(0, 4) })).toHaveAttribute('aria-valuenow', '13');
    const before = listCalls.mock.calls.length;
    act(() => release());

    const result = await screen.findByText(texts.photosDone(2, 4));
    const alert = result.closest('[role="alert"]') as HTMLElement;
    expect(order).toEqual(Object.keys(answers));
    expect(within(within(alert).getByRole('list', { name: texts.photosUnmatched })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['holiday.jpg']);
    expect(within(within(alert).getByRole('list', { name: texts.photosFailed })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'broken.jpg: The file is not a picture',
    ]);
    await waitFor(() => expect(listCalls.mock.calls.length).toBeGreaterThan(before));
    expect(screen.getByRole('button', { name: texts.uploadPhotos })).toBeEnabled();
  });

  it('says every photo was attached when all matched', async () => {
    vi.spyOn(skuImportCalls, 'uploadPhoto').mockImplementation(async (file) => ({ fileName: file.name, code: 'X', url: '/uploads/x.webp', skus: ['X'], parents: [] }));
    renderResource(productParentsSku, pagedCalls<ParentSkuRecord>([], ['parentsSku']));
    await user.upload(screen.getByLabelText(texts.uploadPhotos), [new File(['a'], 'A.jpg', { type: 'image/jpeg' }), new File(['b'], 'B.jpg', { type: 'image/jpeg' })]);
    const result = await screen.findByText(texts.photosDone(2, 2));
    expect(result.closest('.MuiAlert-colorSuccess')).not.toBeNull();
    expect(screen.queryByRole('list', { name: texts.photosUnmatched })).not.toBeInTheDocument();
  });
});
