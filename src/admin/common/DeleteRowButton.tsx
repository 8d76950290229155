import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDelete, useRefresh, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export interface DeleteRowButtonProps {
  resource: string;
  record: RaRecord;
  /** What the row is called, for screen readers: "Delete Cotton". */
  name: string;
  confirm: string;
  yes: string;
  no: string;
  /** Shown in an alert when the server refuses; receives the error to pick a message (e.g. by status). */
  failure: (error: unknown) => string;
}

/** A row's delete control: asks first, deletes, refreshes the list; a failure is alerted. */
export function DeleteRowButton({ resource, record, name, confirm, yes, no, failure }: DeleteRowButtonProps) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const refresh = useRefresh();
  const run = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setTimeout(() => setOpen(false), 300);
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          window.alert(failure(error));
        },
      },
    );
  return (
    <>
      <Tooltip title={`Delete ${name}`}>
        <IconButton aria-label={`Delete ${name}`} color="error" onClick={() => setOpen(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog open={open} title={confirm} confirmLabel={yes} cancelLabel={no} busy={isPending} onConfirm={run} onCancel={() => setOpen(false)} />
    </>
  );
}
