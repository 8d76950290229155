import { Switch } from '@mui/material';
import { useNotify, useRefresh, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { ApiError } from '../../api/client';

/** spec.md §2: the SKU screens' toasts show top right. */
export const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

export interface StatusTexts {
  ok: string;
  /** The server refused the change. */
  failed: string;
  /** The call did not get through (network). */
  error: string;
}

/**
 * An active/inactive switch (spec.md §4): flips the record's isActived on the server, then reloads
 * the list; a toast top right tells how it went. Pessimistic: the switch moves when the server agrees.
 */
export function StatusSwitch({ record, label, texts }: { record: RaRecord & { isActived: boolean }; label: string; texts: StatusTexts }) {
  const resource = useResourceContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const flip = (next: boolean) =>
    update(
      resource,
      { id: record.id, data: { isActived: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(texts.ok, { type: 'success', anchorOrigin: TOP_RIGHT });
          refresh();
        },
        onError: (err) => {
          const reached = err instanceof ApiError && err.status > 0;
          notify(reached ? texts.failed : texts.error, { type: 'error', anchorOrigin: TOP_RIGHT });
        },
      },
    );
  return <Switch checked={record.isActived} disabled={isPending} onChange={(_, next) => flip(next)} slotProps={{ input: { 'aria-label': label } }} />;
}
