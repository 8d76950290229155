import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useDelete, useRefresh, useResourceContext, useUnselect, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DIALOG_CLOSE_DELAY_MS } from './RecordDialog';
import { useLater } from './useLater';
import { kitTexts } from '../texts';

interface DeleteRowButtonProps {
  record: RaRecord;
  /** What the row is called, for screen readers: "Delete Cotton". */
  name: string;
  confirm: string;
  yes: string;
  no: string;
  /** The spec's failure text, alerted when the server refuses (picked from the error, e.g. by status); the server's reason follows it. */
  failure: (error: unknown) => string;
}

/** A row's delete control: asks first, then deletes on the server (no undo to lose), refreshes the list; a failure is alerted. */
export function DeleteRowButton({ record, name, confirm, yes, no, failure }: DeleteRowButtonProps) {
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const refresh = useRefresh();
  // A deleted row leaves the list's selection too (lists with bulk actions), so no later bulk call names it.
  const unselect = useUnselect(resource);
  const later = useLater();
  const run = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          unselect([record.id]);
          later(() => setOpen(false), DIALOG_CLOSE_DELAY_MS);
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          const reason = error instanceof Error && error.message ? `\n${error.message}` : '';
          window.alert(failure(error) + reason);
        },
      },
    );
  return (
    <>
      <IconButton aria-label={kitTexts.delete(name)} title={kitTexts.delete(name)} color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </IconButton>
      <ConfirmDialog open={open} title={confirm} confirmLabel={yes} cancelLabel={no} busy={isPending} onConfirm={run} onCancel={() => setOpen(false)} />
    </>
  );
}
