import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useUpdate } from 'react-admin';
import type { AdminRecord } from './calls';
import { accountTexts } from '../../messages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** A row's Approve (pending or inactive → active) or Deactivate (active → inactive, after confirming). */
export function AdminStatusActions({ record, onError }: { record: AdminRecord; onError: (message: string | null) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending }] = useUpdate<AdminRecord>();
  const refresh = useRefresh();

  const setStatus = (status: 'active' | 'inactive') => {
    onError(null);
    update(
      'admin_admins',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          refresh();
        },
        onError: (err) => {
          setConfirming(false);
          console.warn('admin status change refused', err);
          onError(err instanceof Error ? err.message : String(err));
        },
      },
    );
  };

  const spinner = isPending ? <CircularProgress size={16} color="inherit" /> : undefined;
  if (record.status !== 'active')
    return (
      <Button size="small" variant="contained" color="success" disabled={isPending} startIcon={spinner ?? <CheckCircleIcon />} onClick={() => setStatus('active')} aria-label={`${accountTexts.approve} ${record.fullName}`}>
        {accountTexts.approve}
      </Button>
    );
  return (
    <>
      <Button size="small" variant="outlined" color="error" disabled={isPending} startIcon={spinner ?? <BlockIcon />} onClick={() => setConfirming(true)} aria-label={`${accountTexts.deactivate} ${record.fullName}`}>
        {accountTexts.deactivate}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={accountTexts.confirmDeactivate}
        detail={`${record.fullName} (${record.email}): ${accountTexts.confirmDeactivateDetail}`}
        confirmLabel={accountTexts.deactivate}
        cancelLabel={accountTexts.cancel}
        busy={isPending}
        onConfirm={() => setStatus('inactive')}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
