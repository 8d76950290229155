import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import FileOpenOutlined from '@mui/icons-material/FileOpenOutlined';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useResourceDefinition } from 'react-admin';
import { IMPORT_LIMITS, type ImportCounts, type ImportRefused } from '../../contract/skuImport';
import { refusedOf } from '../skuImport/calls';
import { messages } from '../../messages';
import { skuImportTexts, skuMerchantPreviewTexts as texts } from '../texts';
import { AdminScreen } from '../common/AdminScreen';
import { PreviewTable } from './PreviewTable';
import type { SheetPreview } from './preview';
import { readInWorker, type SheetReader } from './readSheet';
import { UploadDialog, type UploadPhase } from './UploadDialog';
import { ImportErrors } from '../skuImport/ImportErrors';
import { uploadSkuFile, type SkuUploader } from './upload';

/** spec.md §9: the upload modal closes 1500 ms after the upload ends. */
const MODAL_CLOSE_MS = 1500;

const ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
const isSpreadsheet = (file: File) => /\.(xlsx|xls)$/i.test(file.name);

/** What the last upload did, kept on the screen after the modal has closed. */
type Outcome = { ok: true; counts: ImportCounts } | { ok: false; refused: ImportRefused };

/** The server's reason, and for a refused file (HTTP 422, nothing written) its refused cells. */
function failureOf(err: unknown): ImportRefused {
  return refusedOf(err) ?? { message: err instanceof Error ? err.message : String(err), errors: [], total: 0 };
}

/**
 * /admin_sku_merchant_preview (spec.md §2, issue 9 §2): choose an .xlsx or .xls (the file field or
 * 'Upload SKU Excel'); its first sheet is read in a Web Worker and previewed (first column as a 50×50
 * picture, sortable headers, paged). 'Upload to server' sends it to the SKU import: first a dry run
 * whose counts the admin confirms, then the real import, in a modal with progress that closes 1500 ms
 * after the end. `read` and `upload` are the worker and the HTTP call; tests pass their own.
 */
export function SkuMerchantPreview({ read = readInWorker, upload = uploadSkuFile }: { read?: SheetReader; upload?: SkuUploader }) {
  const { options } = useResourceDefinition<{ label: string }>();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ step: 'closed' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Counts the files chosen: each sheet's table starts unsorted on its first page. */
  const [sheetNo, setSheetNo] = useState(0);
  /** Abandons the sheet being read (another file chosen, or the screen left). */
  const reader = useRef<AbortController | null>(null);
  /** Aborted when the screen is left: a late answer then changes nothing (the server finishes what it was sent). */
  const sending = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      reader.current?.abort();
      sending.current?.abort();
    },
    [],
  );

  // The modal closes 1500 ms after the upload ends, either way.
  const ended = phase.step === 'success' || phase.step === 'failed';
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => setPhase({ step: 'closed' }), MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [ended]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    reader.current?.abort();
    setOutcome(null);
    setReadError(null);
    if (!isSpreadsheet(chosen)) {
      setFile(null);
      setPreview(null);
      setChoiceError(skuImportTexts.notSpreadsheet);
      event.target.value = '';
      return;
    }
    setChoiceError(null);
    setFile(chosen);
    setPreview(null);
    setSheetNo((n) => n + 1);
    setReading(true);
    const controller = new AbortController();
    reader.current = controller;
    read(chosen, controller.signal).then(
      (sheet) => {
        if (controller.signal.aborted) return;
        setPreview(sheet);
        setReading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setReadError(skuImportTexts.unreadable);
        setReading(false);
      },
    );
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    const controller = new AbortController();
    sending.current = controller;
    setPhase({ step: 'uploading', dryRun, percent: 0 });
    try {
      const counts = await upload(file, {
        dryRun,
        onProgress: (percent) => !controller.signal.aborted && setPhase({ step: 'uploading', dryRun, percent }),
      });
      if (controller.signal.aborted) return;
      if (dryRun) {
        setPhase({ step: 'confirm', counts });
      } else {
        setPhase({ step: 'success', counts });
        setOutcome({ ok: true, counts });
      }
    } catch (err) {
      if (controller.signal.aborted) return;
      const refused = failureOf(err);
      setPhase({ step: 'failed', ...refused });
      setOutcome({ ok: false, refused });
    }
  };

  const busy = phase.step !== 'closed';
  const uploading = phase.step === 'uploading';

  return (
    <AdminScreen title={options?.label ?? ''}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1, minWidth: 0 }}>
            <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 700 }}>
              {skuImportTexts.skuFileLabel}
            </Typography>
            <Box
              component="input"
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              onChange={choose}
              disabled={busy}
              aria-describedby={choiceError ? `${inputId}-error` : undefined}
              sx={{ maxWidth: '100%', font: 'inherit', fontSize: '0.875rem' }}
            />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" startIcon={<FileOpenOutlined />} onClick={() => input.current?.click()} disabled={busy}>
              {messages.uploadSkuExcel}
            </Button>
            <Button variant="contained" startIcon={<CloudUploadOutlined />} onClick={() => void send(true)} disabled={!file || busy}>
              {uploading ? messages.uploading : messages.uploadToServer}
            </Button>
          </Stack>
        </Stack>

        {choiceError && (
          <Alert severity="warning" id={`${inputId}-error`}>
            {choiceError}
          </Alert>
        )}
        {file && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {texts.chosen(file.name)}
            {preview ? ` · ${skuImportTexts.previewRows(preview.rows.length)}` : ''}
          </Typography>
        )}
        {reading && (
          <Box role="status">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {skuImportTexts.reading}
            </Typography>
            <LinearProgress aria-label={skuImportTexts.reading} />
          </Box>
        )}
        {readError && <Alert severity="error">{readError}</Alert>}
        {preview?.truncated && <Alert severity="warning">{texts.truncated(IMPORT_LIMITS.maxRows)}</Alert>}

        {outcome?.ok === true && (
          <Alert severity="success">
            <AlertTitle>{messages.uploadSuccess}</AlertTitle>
            {skuImportTexts.counts(outcome.counts)}
          </Alert>
        )}
        {outcome?.ok === false &&
          (outcome.refused.errors.length > 0 ? (
            <ImportErrors refused={outcome.refused} fileName={file?.name ?? ''} />
          ) : (
            <Alert severity="error">
              <AlertTitle>{messages.uploadFailed}</AlertTitle>
              {outcome.refused.message}
            </Alert>
          ))}

        <PreviewTable key={sheetNo} preview={preview} />
      </Stack>

      <UploadDialog
        phase={phase}
        onConfirm={() => void send(false)}
        onClose={() => {
          if (phase.step === 'confirm') setOutcome(null);
          setPhase({ step: 'closed' });
        }}
      />
    </AdminScreen>
  );
}
