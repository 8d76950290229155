import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { Button, Checkbox, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext, useUpdateMany, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PartialDelete } from '../../dataProvider';
import type { Column } from './AdminTable';
import { TOP_RIGHT } from './StatusSwitch';
import { listFilterTexts, skuAdminTexts, type BulkNoun } from '../texts';

/** The header's checkbox: selects (or unselects) every row of the page shown, keeping other pages' choices. */
function SelectPage() {
  const { data = [], selectedIds, onSelect } = useListContext();
  const pageIds = data.map((r) => r.id);
  const chosen = pageIds.filter((id) => selectedIds.includes(id)).length;
  const all = pageIds.length > 0 && chosen === pageIds.length;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={chosen > 0 && !all}
      disabled={!pageIds.length}
      onChange={() => onSelect(all ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])])}
      slotProps={{ input: { 'aria-label': skuAdminTexts.selectPage } }}
    />
  );
}

function SelectRow({ record, name }: { record: RaRecord; name: string }) {
  const { selectedIds, onToggleItem } = useListContext();
  return <Checkbox size="small" checked={selectedIds.includes(record.id)} onChange={() => onToggleItem(record.id)} slotProps={{ input: { 'aria-label': skuAdminTexts.selectRow(name) } }} />;
}

/** The first column of a list with bulk actions: react-admin's selection (useListContext), a box per row and one for the page. */
export function selectColumn<R extends RaRecord>(name: (record: R) => string): Column<R> {
  return { label: skuAdminTexts.select, header: <SelectPage />, width: 48, render: (r) => <SelectRow record={r} name={name(r)} /> };
}

/** A change the selected rows can undergo beside the status switch (e.g. Contact Form's "Mark contacted"): asked first, naming the count. */
export interface BulkMark {
  label: string;
  /** What each row gets (sent as one updateMany). */
  data: Record<string, unknown>;
  confirm: (n: number) => string;
  done: (n: number) => string;
}

/**
 * What the selected rows can undergo (issue 16 §2, issue 17 §1): Activate and Deactivate (where the
 * rows have a switch) and Delete, each one call that takes every selected row or none where the server
 * has one; Delete asks first, naming the count ("Delete 3 SKUs?").
 * Shown while rows are selected; a refusal is alerted with the server's reason, and nothing changed.
 */
export function BulkActions({ noun, activate = true, mark }: { noun: BulkNoun; activate?: boolean; mark?: BulkMark }) {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending: updating }] = useUpdateMany();
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<false | 'delete' | 'mark'>(false);
  const n = selectedIds.length;
  if (!n) return null;

  const done = (what: 'activated' | 'deactivated' | 'deleted' | 'marked') => () => {
    setConfirming(false);
    notify(what === 'marked' ? mark!.done(n) : skuAdminTexts.bulkDone(n, noun, what), { type: 'success', anchorOrigin: TOP_RIGHT });
    onUnselectItems();
    refresh();
  };
  const failed = (error: unknown) => {
    setConfirming(false);
    if (error instanceof PartialDelete) {
      // Some rows went: the list shows what is left, and the alert says why the rest stayed.
      window.alert(skuAdminTexts.bulkPartly(error.deleted, error.total, noun, error.reason));
      onUnselectItems();
      refresh();
      return;
    }
    const reason = error instanceof Error && error.message ? `\n${error.message}` : '';
    window.alert(skuAdminTexts.bulkFailed + reason);
  };
  const setActive = (isActived: boolean) =>
    updateMany(resource, { ids: selectedIds, data: { isActived } }, { mutationMode: 'pessimistic', onSuccess: done(isActived ? 'activated' : 'deactivated'), onError: failed });
  const applyMark = () => updateMany(resource, { ids: selectedIds, data: mark!.data }, { mutationMode: 'pessimistic', onSuccess: done('marked'), onError: failed });
  const remove = () => deleteMany(resource, { ids: selectedIds }, { mutationMode: 'pessimistic', onSuccess: done('deleted'), onError: failed });
  const busy = updating || deleting;

  return (
    <Paper variant="outlined" role="toolbar" aria-label={skuAdminTexts.bulkActions} sx={{ mb: 1.5, px: 1.5, py: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>
          {skuAdminTexts.selected(n)}
        </Typography>
        {activate && (
          <>
            <Button size="small" startIcon={<CheckCircleIcon />} disabled={busy} onClick={() => setActive(true)}>
              {skuAdminTexts.activate}
            </Button>
            <Button size="small" startIcon={<HighlightOffIcon />} disabled={busy} onClick={() => setActive(false)}>
              {skuAdminTexts.deactivate}
            </Button>
          </>
        )}
        {mark && (
          <Button size="small" startIcon={<CheckCircleIcon />} disabled={busy} onClick={() => setConfirming('mark')}>
            {mark.label}
          </Button>
        )}
        <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming('delete')}>
          {skuAdminTexts.deleteSelected}
        </Button>
        <Button size="small" disabled={busy} onClick={() => onUnselectItems()}>
          {skuAdminTexts.clearSelection}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== false}
        title={confirming === 'mark' ? mark!.confirm(n) : skuAdminTexts.bulkDeleteConfirm(n, noun)}
        confirmLabel={listFilterTexts.yes}
        cancelLabel={listFilterTexts.no}
        busy={confirming === 'mark' ? updating : deleting}
        onConfirm={confirming === 'mark' ? applyMark : remove}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
