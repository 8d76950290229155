import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { ImportCounts, ImportRefused } from '../../contract/skuImport';
import { messages } from '../../messages';
import { skuImportTexts, skuMerchantPreviewTexts } from '../texts';
import { dialogClosed, renderResource } from '../common/testing';
import { workbookBytes, type Cell } from '../skuImport/workbook';
import resource from './index';
import type { SheetReader } from './readSheet';
import { parseWorkbook } from './sheet';
import { SkuMerchantPreview } from './SkuMerchantPreview';
import type { SkuUploader, UploadOptions } from './upload';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

/** jsdom has no Worker: the same parser, on the test's thread (jsdom's File also lacks arrayBuffer()). */
const readHere: SheetReader = (file) =>
  new Promise((resolve, reject) => {
    const fr = new FileReader();
    fr.onload = () => {
      try {
        resolve(parseWorkbook(new Uint8Array(fr.result as ArrayBuffer)));
      } catch (err) {
        reject(err);
      }
    };
    fr.onerror = () => reject(fr.error);
    fr.readAsArrayBuffer(file);
  });

/** An upload call the test answers: each call waits until the test resolves or rejects it. */
function fakeUpload() {
  const calls: Array<{ file: File; options: UploadOptions; resolve: (c: ImportCounts) => void; reject: (e: unknown) => void }> = [];
  const upload: SkuUploader = (file, options) => new Promise((resolve, reject) => calls.push({ file, options, resolve, reject }));
  return { upload, calls };
}

function renderPreview(upload: SkuUploader = fakeUpload().upload, read: SheetReader = readHere) {
  return renderResource({ ...resource, list: () => <SkuMerchantPreview read={read} upload={upload} /> });
}

const HEADER = ['path', 'sku', 'name', 'stock'];
const ROWS: Cell[][] = [
  ['/uploads/0123456789abcdef01234567.webp', 'CT-OXF-120-03', 'Navy', 25],
  ['', 'CT-OXF-120-10', 'Sky', 5],
  ['CT-OXF-120-02.jpg', 'CT-OXF-120-2', 'Bone', 100],
];
const xlsx = (rows: Cell[][] = [HEADER, ...ROWS], name = 'skus.xlsx') => new File([workbookBytes(rows) as BlobPart], name);

const fileField = () => screen.getByLabelText(skuImportTexts.skuFileLabel);

/**
 * spec.md §9, with fake timers running: the outcome modal `name` closes 1500 ms after the end, and the
 * screen stays locked while it is open. Leaves real timers on and the modal gone.
 */
async function closesAfter1500ms(name: string) {
  act(() => vi.advanceTimersByTime(1499));
  expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
  expect(fileField()).toBeDisabled();
  act(() => vi.advanceTimersByTime(1));
  expect(fileField()).toBeEnabled();
  act(() => vi.advanceTimersByTime(1000)); // the closing fade
  vi.useRealTimers();
  await dialogClosed();
}
/** 'Upload to server' (named 'Uploading...' while busy; behind the open modal it is hidden from the accessibility tree). */
const uploadButton = () => screen.getByRole('button', { name: new RegExp(`^(${messages.uploadToServer}|${messages.uploading})$`), hidden: true });
const table = () => screen.getByRole('table', { name: skuImportTexts.previewCaption });
/** The body rows' cells of one column, top to bottom. */
const columnText = (index: number) =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[index].textContent);

async function choose(file: File = xlsx()) {
  await user.upload(fileField(), file);
  await within(table()).findAllByRole('img', {}, { timeout: 5000 });
}

const counts = (c: Partial<ImportCounts> = {}): ImportCounts => ({ created: 2, updated: 1, unchanged: 0, rows: 3, dryRun: true, ...c });

afterEach(() => {
  vi.useRealTimers();
});

describe('SKU Merchant Preview (/admin_sku_merchant_preview)', () => {
  it('with no file: the header says No Data, the body No SKU Merchant Data, and Upload to server is disabled', async () => {
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'SKU Merchant Preview' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([messages.noData]);
    expect(within(table()).getByRole('cell', { name: messages.noSkuMerchantData })).toBeInTheDocument();
    expect(uploadButton()).toHaveTextContent(messages.uploadToServer);
    expect(uploadButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: messages.uploadSkuExcel })).toBeEnabled();
  });

  it("'Upload SKU Excel' opens the same file field, which takes .xlsx and .xls", async () => {
    renderPreview();
    const click = vi.spyOn(fileField(), 'click');
    await user.click(screen.getByRole('button', { name: messages.uploadSkuExcel }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(fileField()).toHaveAttribute('type', 'file');
    expect(fileField().getAttribute('accept')).toMatch(/\.xlsx,\.xls/);
  });

  it('previews the first sheet: the first column as a 50×50 picture, then the other columns; enables Upload to server', async () => {
    renderPreview();
    await choose();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([skuImportTexts.image, 'sku', 'name', 'stock']);
    expect(columnText(1)).toEqual(['CT-OXF-120-03', 'CT-OXF-120-10', 'CT-OXF-120-2']);
    const picture = within(table()).getByRole('img', { name: 'CT-OXF-120-03' });
    expect(picture).toHaveAttribute('src', '/uploads/0123456789abcdef01234567.webp');
    expect(picture).toHaveAttribute('width', '50');
    expect(picture).toHaveAttribute('height', '50');
    // A photo's bare file name has no address yet: a marked box, named after the file.
    expect(within(table()).getByRole('img', { name: skuMerchantPreviewTexts.noPicture('CT-OXF-120-02.jpg') })).toBeInTheDocument();
    expect(screen.getByText(`${skuMerchantPreviewTexts.chosen('skus.xlsx')} · ${skuImportTexts.previewRows(3)}`)).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('sorts by a header: ascending first, again descending (aria-sort), another header starts ascending', async () => {
    renderPreview();
    await choose();
    const header = (name: string) => within(table()).getByRole('columnheader', { name });
    expect(header('stock')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('stock')).getByRole('button'));
    expect(header('stock')).toHaveAttribute('aria-sort', 'ascending');
    expect(columnText(3)).toEqual(['5', '25', '100']);

    await user.click(within(header('stock')).getByRole('button'));
    expect(header('stock')).toHaveAttribute('aria-sort', 'descending');
    expect(columnText(3)).toEqual(['100', '25', '5']);

    await user.click(within(header('sku')).getByRole('button'));
    expect(header('sku')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('stock')).not.toHaveAttribute('aria-sort');
    expect(columnText(1)).toEqual(['CT-OXF-120-2', 'CT-OXF-120-03', 'CT-OXF-120-10']);
  });

  it('pages a long sheet instead of rendering every row', async () => {
    renderPreview();
    const many: Cell[][] = Array.from({ length: 120 }, (_, i) => ['', `SKU-${String(i).padStart(3, '0')}`, 'x', i]);
    await user.upload(fileField(), xlsx([HEADER, ...many]));
    await screen.findByText('1–25 of 120', {}, { timeout: 5000 });
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
    await user.click(within(within(table()).getByRole('columnheader', { name: 'stock' })).getByRole('button'));
    await user.click(within(within(table()).getByRole('columnheader', { name: 'stock' })).getByRole('button'));
    expect(columnText(3).slice(0, 2)).toEqual(['119', '118']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('26–50 of 120');
    expect(columnText(3)[0]).toBe('94');
  });

  it('a sheet with only its header row: the header shows, the body says No SKU Merchant Data', async () => {
    renderPreview();
    await user.upload(fileField(), xlsx([HEADER]));
    await waitFor(() => expect(within(table()).getAllByRole('columnheader')).toHaveLength(4));
    expect(within(table()).getByRole('cell', { name: messages.noSkuMerchantData })).toBeInTheDocument();
  });

  it('refuses a file that is not .xlsx or .xls, and one it cannot read', async () => {
    renderPreview();
    // Files of any type reach the input, as a drop would bring them (the input's accept filters a picker's).
    const picky = setupUser({ applyAccept: false });
    await picky.upload(fileField(), new File(['a,b'], 'skus.csv', { type: 'text/csv' }));
    expect(screen.getByText(skuImportTexts.notSpreadsheet)).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(within(table()).getByRole('columnheader', { name: messages.noData })).toBeInTheDocument();

    await picky.upload(fileField(), new File([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9])], 'broken.xlsx'));
    expect(await screen.findByText(skuImportTexts.unreadable)).toBeInTheDocument();
    expect(screen.queryByText(skuImportTexts.notSpreadsheet)).not.toBeInTheDocument();
  });

  it('uploads: a dry run shows the counts and asks to confirm, then the real import with progress; Upload Success! closes after 1500 ms', async () => {
    const { upload, calls } = fakeUpload();
    renderPreview(upload);
    await choose();
    await user.click(uploadButton());

    // The check: the modal shows Uploading..., a progress bar and its percent; the button is busy.
    let dialog = screen.getByRole('dialog', { name: messages.uploading });
    expect(calls).toHaveLength(1);
    expect(calls[0].options.dryRun).toBe(true);
    expect(calls[0].file.name).toBe('skus.xlsx');
    act(() => calls[0].options.onProgress(40));
    expect(within(dialog).getByRole('progressbar', { name: messages.uploading })).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByText('40%')).toBeInTheDocument();
    expect(uploadButton()).toHaveTextContent(messages.uploading);
    expect(uploadButton()).toBeDisabled();

    // Nothing is written before the admin has seen what the file will do.
    await act(async () => calls[0].resolve(counts({ created: 2, updated: 1, unchanged: 0 })));
    dialog = screen.getByRole('dialog', { name: skuImportTexts.confirmTitle });
    expect(within(dialog).getByText(skuImportTexts.counts({ created: 2, updated: 1, unchanged: 0 }))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: skuImportTexts.confirm }));

    expect(calls).toHaveLength(2);
    expect(calls[1].options.dryRun).toBe(false);
    dialog = screen.getByRole('dialog', { name: messages.uploading });
    act(() => calls[1].options.onProgress(100));
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
    expect(within(dialog).getByText(skuImportTexts.processing)).toBeInTheDocument();

    vi.useFakeTimers();
    await act(async () => calls[1].resolve(counts({ created: 2, updated: 1, unchanged: 0, dryRun: false })));
    expect(screen.getByRole('dialog', { name: messages.uploadSuccess })).toBeInTheDocument();
    await closesAfter1500ms(messages.uploadSuccess);

    // The outcome stays on the screen; the button is ready again.
    expect(screen.getByText(messages.uploadSuccess)).toBeInTheDocument();
    expect(uploadButton()).toHaveTextContent(messages.uploadToServer);
    expect(uploadButton()).toBeEnabled();
  });

  it('Cancel after the check writes nothing', async () => {
    const { upload, calls } = fakeUpload();
    renderPreview(upload);
    await choose();
    await user.click(uploadButton());
    await act(async () => calls[0].resolve(counts({ created: 0, updated: 0, unchanged: 3 })));
    const dialog = screen.getByRole('dialog', { name: skuImportTexts.confirmTitle });
    expect(within(dialog).getByText(skuImportTexts.nothingToDo)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: skuImportTexts.cancel }));
    await dialogClosed();
    expect(calls).toHaveLength(1);
    expect(uploadButton()).toBeEnabled();
  });

  it('a refused file: Upload Failed! with the server’s reason and its first errors, closing after 1500 ms; the errors stay listed', async () => {
    const { upload, calls } = fakeUpload();
    renderPreview(upload);
    await choose();
    await user.click(uploadButton());
    const refused: ImportRefused = {
      message: skuImportTexts.refused(5),
      errors: [
        { row: 3, column: 'parentsSku', value: 'NOPE', reason: skuImportTexts.unknownParent },
        { row: 4, column: 'stock', value: '-1', reason: skuImportTexts.wholeNumber },
        { row: 5, column: 'sku', value: '', reason: skuImportTexts.required },
        { row: 6, column: 'sku', value: '', reason: skuImportTexts.required },
        { row: 7, column: 'sku', value: '', reason: skuImportTexts.required },
      ],
      total: 5,
    };
    vi.useFakeTimers();
    await act(async () => calls[0].reject(new ApiError(422, refused.message, refused)));
    const dialog = screen.getByRole('dialog', { name: messages.uploadFailed });
    expect(within(dialog).getByText(refused.message)).toBeInTheDocument();
    expect(within(dialog).getByText(`${skuImportTexts.row} 3, parentsSku: ${skuImportTexts.unknownParent}`)).toBeInTheDocument();
    expect(within(dialog).getByText(`${skuImportTexts.row} 4, stock: ${skuImportTexts.wholeNumber}`)).toBeInTheDocument();
    expect(within(dialog).getByText(skuMerchantPreviewTexts.moreErrors(2))).toBeInTheDocument();
    await closesAfter1500ms(messages.uploadFailed);

    expect(calls).toHaveLength(1);
    const errors = screen.getByRole('table', { name: skuImportTexts.errorsCaption });
    expect(within(errors).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText(skuImportTexts.errorsTitle(5))).toBeInTheDocument();
    expect(within(errors).getByRole('cell', { name: 'NOPE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: skuImportTexts.downloadErrors })).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('a failure without details (e.g. the network) still says Upload Failed! with the reason', async () => {
    const { upload, calls } = fakeUpload();
    renderPreview(upload);
    await choose();
    await user.click(uploadButton());
    await act(async () => calls[0].reject(new ApiError(413, 'The file is larger than 20 MB')));
    const dialog = screen.getByRole('dialog', { name: messages.uploadFailed });
    expect(within(dialog).getByText('The file is larger than 20 MB')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: skuImportTexts.errorsCaption })).not.toBeInTheDocument();
  });
});
