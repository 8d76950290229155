import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { ApiError } from '../../api/client';
import { IMPORT_LAYOUTS, type ImportCounts, type ImportKind, type ImportRefused } from '../../contract/skuImport';
import { refusedOf, skuImportCalls, type SkuImportCalls } from './calls';
import { messages } from '../../messages';
import { skuImportTexts as texts } from '../texts';
import { TOP_RIGHT } from '../common/StatusSwitch';
import { historyKey, ImportHistory } from './ImportHistory';
import { ImportErrors } from './ImportErrors';
import { PhotoUpload } from './PhotoUpload';

/** The toasts of each import (spec.md §8 names the category ones; the others follow them). */
const TOASTS = (): Record<ImportKind, { ok: string; failed: string; error: string }> => ({
  category: { ok: messages.categoryUploadOk, failed: messages.categoryUploadFailed, error: messages.categoryUploadError },
  parents: { ok: texts.parentsUploadOk, failed: texts.parentsUploadFailed, error: texts.parentsUploadError },
  sku: { ok: texts.skuUploadOk, failed: texts.skuUploadFailed, error: texts.skuUploadError },
});

const ACCEPT_XLSX_CSV = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.csv,text/csv';
const ACCEPT_WITH_XLS = `${ACCEPT_XLSX_CSV},.xls,application/vnd.ms-excel`;

type Phase =
  | { name: 'idle' }
  | { name: 'sending'; dryRun: boolean; percent: number }
  | { name: 'confirm'; counts: ImportCounts }
  | { name: 'imported'; counts: ImportCounts }
  | { name: 'refused'; refused: ImportRefused; fileName: string }
  | { name: 'failed'; message: string };

async function downloadTemplate(kind: ImportKind) {
  const { download, templateBytes } = await import('./workbook');
  download(templateBytes(kind), texts.templateFile(kind));
}

/**
 * The spreadsheet import of one kind (issue 9 §3) on its SKU screen: the .xlsx/.csv field and Send
 * ('Uploading...' while busy, disabled without a file), the template, upload progress; Send first
 * checks the file (dryRun) and shows what it would create, change and leave, then imports when
 * confirmed. A refused file lists its problems (nothing was written); a successful import reloads the
 * list. Below: colour photos (SKU screens) and the import history of the kind.
 */
export function ImportPanel({ kind, photos = false, calls = skuImportCalls }: { kind: ImportKind; photos?: boolean; calls?: SkuImportCalls }) {
  const id = useId();
  const layout = IMPORT_LAYOUTS[kind];
  const toasts = TOASTS()[kind];
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const busy = phase.name === 'sending';
  const fileLabel = layout.xls ? texts.skuFileLabel : texts.fileLabel(texts.kindNames[kind]);

  /** Sends the chosen file (a check or the import); null when refused or not sent, with the toast and the reason shown. */
  const send = async (chosen: File, dryRun: boolean): Promise<ImportCounts | null> => {
    setPhase({ name: 'sending', dryRun, percent: 0 });
    try {
      return await calls.importFile(kind, chosen, { dryRun, onProgress: (percent) => setPhase((p) => (p.name === 'sending' ? { ...p, percent } : p)) });
    } catch (err) {
      const reached = err instanceof ApiError && err.status > 0;
      notify(reached ? toasts.failed : toasts.error, { type: 'error', anchorOrigin: TOP_RIGHT });
      const refused = refusedOf(err);
      setPhase(refused ? { name: 'refused', refused, fileName: chosen.name } : { name: 'failed', message: (err as Error).message });
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: historyKey(kind) });
      return null;
    }
  };

  const check = async () => {
    if (!file) return;
    const counts = await send(file, true);
    if (counts) setPhase({ name: 'confirm', counts });
  };

  const importNow = async () => {
    if (!file) return;
    const counts = await send(file, false);
    if (!counts) return;
    setPhase({ name: 'imported', counts });
    setFile(null);
    notify(toasts.ok, { type: 'success', anchorOrigin: TOP_RIGHT });
    refresh();
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      // Width 0 grown to 100%: the tables inside scroll on a phone instead of widening react-admin's page (whose frame grows to fit its content).
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, width: 0, minWidth: '100%', boxSizing: 'border-box' }}
    >
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {texts.importTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
        {texts.importHint}
        {layout.columns.some((c) => c.name === 'path') && ` ${texts.photoOrder}`}
        {layout.columns.some((c) => c.name === 'composition') && ` ${texts.compositionRule}`}
        {` ${texts.csvHint}`}
      </Typography>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="label" htmlFor={`${id}-file`} variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            {fileLabel}
          </Typography>
          <input
            ref={input}
            id={`${id}-file`}
            hidden
            type="file"
            accept={layout.xls ? ACCEPT_WITH_XLS : ACCEPT_XLSX_CSV}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPhase({ name: 'idle' });
              // Choosing the same file again (fixed after a refusal) must still count as a choice.
              e.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} aria-describedby={`${id}-name`} onClick={() => input.current?.click()} sx={{ flexShrink: 0 }}>
              {texts.chooseFile}
            </Button>
            <Typography id={`${id}-name`} variant="body2" noWrap sx={{ color: file ? 'text.primary' : 'text.secondary', minWidth: 0 }}>
              {file?.name ?? texts.noFile}
            </Typography>
          </Stack>
        </Box>
        <Button variant="contained" disabled={!file || busy} onClick={() => void check()} sx={{ minWidth: 120 }}>
          {busy ? messages.uploading : messages.send}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: { sm: 36.5 } }}>
          <Link component="button" type="button" variant="body2" onClick={() => void downloadTemplate(kind)} sx={{ textAlign: 'left' }}>
            {texts.template}
          </Link>
        </Box>
      </Stack>

      {phase.name === 'sending' && <Progress percent={phase.percent} dryRun={phase.dryRun} />}
      {phase.name === 'imported' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <AlertTitle>{texts.resultTitle}</AlertTitle>
          <Typography variant="body2">{texts.counts(phase.counts)}</Typography>
          {phase.counts.waitingTotal ? <Typography variant="body2">{texts.waiting(phase.counts.waitingTotal, phase.counts.waiting ?? [])}</Typography> : null}
          {phase.counts.newCompositions ? <Typography variant="body2">{texts.newCompositions(phase.counts.newCompositions)}</Typography> : null}
        </Alert>
      )}
      {phase.name === 'refused' && <ImportErrors refused={phase.refused} fileName={phase.fileName} />}
      {phase.name === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{messages.uploadFailed}</AlertTitle>
          <Typography variant="body2">{phase.message}</Typography>
        </Alert>
      )}

      <ConfirmDialog
        counts={phase.name === 'confirm' ? phase.counts : null}
        fileName={file?.name ?? ''}
        onCancel={() => setPhase({ name: 'idle' })}
        onConfirm={() => void importNow()}
      />

      {photos && (
        <>
          <Divider sx={{ mt: 2 }} />
          <PhotoUpload calls={calls} />
        </>
      )}
      <ImportHistory kind={kind} calls={calls} />
    </Paper>
  );
}

/** Upload progress 0–100, then (the bytes sent) the server at work: checking the file or writing the rows. */
function Progress({ percent, dryRun }: { percent: number; dryRun: boolean }) {
  const sent = percent >= 100;
  const text = sent ? (dryRun ? texts.checking : texts.processing) : texts.sendingPercent(percent);
  return (
    <Box role="status" sx={{ mt: 2 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress variant={sent ? 'indeterminate' : 'determinate'} value={percent} aria-label={text} sx={{ mt: 0.5 }} />
    </Box>
  );
}

/** What the checked file would do, and the question: import it? (Only Close when every row is already up to date.) */
function ConfirmDialog({ counts, fileName, onCancel, onConfirm }: { counts: ImportCounts | null; fileName: string; onCancel: () => void; onConfirm: () => void }) {
  const id = useId();
  const nothing = counts !== null && counts.created + counts.updated === 0;
  return (
    <Dialog open={counts !== null} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-counts`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{texts.confirmTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mb: 1 }}>
          {fileName}
        </Typography>
        {counts && (
          <DialogContentText id={`${id}-counts`} sx={{ color: 'text.primary', fontWeight: 600 }}>
            {texts.counts(counts)}
          </DialogContentText>
        )}
        {counts?.csv ? <DialogContentText sx={{ mt: 1 }}>{texts.csvRead[counts.csv]}</DialogContentText> : null}
        {counts?.waitingTotal ? <DialogContentText sx={{ mt: 1 }}>{texts.waiting(counts.waitingTotal, counts.waiting ?? [])}</DialogContentText> : null}
        {counts?.newCompositions ? <DialogContentText sx={{ mt: 1 }}>{texts.newCompositions(counts.newCompositions)}</DialogContentText> : null}
        {counts?.numberCodes?.map((w) => (
          <Alert key={w.column} severity="warning" sx={{ mt: 1 }}>
            {texts.numberCodes(w.column, w.rows, w.total)}
          </Alert>
        ))}
        <DialogContentText sx={{ mt: 1 }}>{nothing ? texts.nothingToDo : texts.confirmNote}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {nothing ? (
          <Button onClick={onCancel}>{texts.close}</Button>
        ) : (
          <>
            <Button onClick={onCancel}>{texts.cancel}</Button>
            <Button variant="contained" onClick={onConfirm}>
              {texts.confirm}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
