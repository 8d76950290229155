import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Form, useNotify, useRefresh, useSaveContext } from 'react-admin';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { messages } from '../../messages';
import { useLater } from './useLater';

/** spec.md §4: dialogs close about 300 ms after a successful save. */
export const DIALOG_CLOSE_DELAY_MS = 300;

export interface RecordDialogProps {
  title: string;
  /** Fields that must hold a value: missing ones give spec.md's 'No Values' in the dialog and the alert 'No Value'. */
  required: string[];
  /** The spec's failure text for this dialog (or one chosen from the error); the server's reason is shown beneath it. */
  failure: string | ((error: unknown) => string);
  /** Shown in the success notification. */
  saved?: string;
  defaultValues?: Record<string, unknown>;
  /** react-hook-form's reset options, e.g. keep what was typed before the record arrived. */
  resetOptions?: UseFormProps['resetOptions'];
  children: ReactNode;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);

/**
 * The body of every create/edit dialog: react-admin's Form around the resource's inputs, the spec's
 * required-field rule, the failure text with the server's reason, Save/Cancel, a notification and
 * the 300 ms close after success. Runs inside CreateBase or EditBase, whose save it calls.
 */
export function RecordDialog({ open, onClose, title, required, failure, saved = 'Saved', defaultValues, resetOptions, children }: RecordDialogProps & { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { save, saving } = useSaveContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const later = useLater();
  const [error, setError] = useState<{ text: string; reason?: string } | null>(null);

  const submit = async (values: FieldValues) => {
    const blank = required.filter((source) => isBlank(values[source]));
    if (blank.length) {
      setError({ text: messages.noValues });
      window.alert(messages.noValue);
      // Returned errors mark the fields in the same submit (react-admin's Form hands them to setError).
      return Object.fromEntries(blank.map((source) => [source, messages.noValue]));
    }
    setError(null);
    await save?.(values, {
      onSuccess: () => {
        notify(saved, { type: 'success' });
        refresh();
        later(onClose, DIALOG_CLOSE_DELAY_MS);
      },
      onError: (err: unknown) => {
        setError({ text: typeof failure === 'function' ? failure(err) : failure, reason: err instanceof ApiError || err instanceof Error ? err.message : undefined });
      },
    });
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form onSubmit={submit} defaultValues={defaultValues} resetOptions={resetOptions} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {children}
            {error && (
              <Alert severity="error" role="alert">
                {error.text}
                {error.reason && <div>{error.reason}</div>}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Save
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
