import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { ImportCounts, ImportError } from '../../contract/skuImport';
import { messages } from '../../messages';
import { skuImportTexts, skuMerchantPreviewTexts as texts } from '../texts';

/** Where an upload stands: sending (a dry run, then the real import), asking to confirm, or ended. */
export type UploadPhase =
  | { step: 'closed' }
  | { step: 'uploading'; dryRun: boolean; percent: number }
  | { step: 'confirm'; counts: ImportCounts }
  | { step: 'success'; counts: ImportCounts }
  | { step: 'failed'; message: string; errors: ImportError[]; total: number };

/** Refused cells listed in the modal; the screen lists them all beneath the table. */
const ERRORS_IN_MODAL = 3;

/**
 * The upload modal of spec.md §2: 'Uploading...' with a progress bar and percent, then 'Upload
 * Success!' or 'Upload Failed!' (with the server's reason). Between the check and the write it shows
 * what the file will do (new / changed / unchanged) and asks to confirm (issue 9 §3). The screen
 * closes it 1500 ms after the end.
 */
export function UploadDialog({ phase: current, onConfirm, onClose }: { phase: UploadPhase; onConfirm: () => void; onClose: () => void }) {
  const titleId = useId();
  const open = current.step !== 'closed';
  // While the modal fades out it keeps showing how the upload ended.
  const [last, setLast] = useState(current);
  if (open && last !== current) setLast(current);
  const phase = open ? current : last;
  const busy = phase.step === 'uploading';
  const title =
    phase.step === 'confirm' ? skuImportTexts.confirmTitle : phase.step === 'success' ? messages.uploadSuccess : phase.step === 'failed' ? messages.uploadFailed : messages.uploading;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {phase.step === 'uploading' && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {phase.dryRun ? texts.checking : texts.writing}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <LinearProgress variant="determinate" value={phase.percent} aria-label={messages.uploading} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
              <Typography variant="body2" sx={{ minWidth: '3.5ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {skuImportTexts.uploadPercent(phase.percent)}
              </Typography>
            </Box>
            {phase.percent >= 100 && (
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
                {skuImportTexts.processing}
              </Typography>
            )}
          </Box>
        )}
        {phase.step === 'confirm' && (
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{skuImportTexts.counts(phase.counts)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {phase.counts.created + phase.counts.updated === 0 ? skuImportTexts.nothingToDo : skuImportTexts.confirmNote}
            </Typography>
          </Box>
        )}
        {phase.step === 'success' && <Typography>{skuImportTexts.counts(phase.counts)}</Typography>}
        {phase.step === 'failed' && (
          <Alert severity="error" icon={false}>
            <Typography variant="body2">{phase.message}</Typography>
            {phase.errors.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {phase.errors.slice(0, ERRORS_IN_MODAL).map((e, i) => (
                  <li key={i}>
                    <Typography variant="body2">{`${skuImportTexts.row} ${e.row}, ${e.column}: ${e.reason}`}</Typography>
                  </li>
                ))}
                {phase.total > ERRORS_IN_MODAL && (
                  <li>
                    <Typography variant="body2">{texts.moreErrors(phase.total - ERRORS_IN_MODAL)}</Typography>
                  </li>
                )}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      {phase.step === 'confirm' && (
        <DialogActions>
          <Button onClick={onClose}>{skuImportTexts.cancel}</Button>
          <Button variant="contained" onClick={onConfirm} autoFocus>
            {skuImportTexts.confirm}
          </Button>
        </DialogActions>
      )}
      {(phase.step === 'success' || phase.step === 'failed') && (
        <DialogActions>
          <Button onClick={onClose}>{skuImportTexts.close}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
