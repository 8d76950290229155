import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNotify, useRefresh, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { orderTexts } from '../texts';
import type { Column } from './AdminTable';

/**
 * A row of a list the admin puts in order (sliders, categories, blog posts; issue 17 §5): its place in
 * the storefront's order, 1 first, and how many places there are (set by the server's `placed`; a row
 * the screen holds before the list is read again has none yet).
 */
export type Placed<R> = R & { position?: number; places?: number };

/** The server numbers the rows (src/contract/listQuery.ts); tests build their rows with it too. */
export { placed } from '../../contract/listRows';

/** An update that only moves the row: the Order column's buttons send `{ position }`. */
export const moveOnly = (input: Record<string, unknown>): input is { position: number } => Object.keys(input).length === 1 && typeof input.position === 'number';

/** `ids` with `id` taken out and put back at `place` (1 first; beyond the end: last). */
export function moveTo(ids: string[], id: string, place: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.min(Math.max(place - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The row whose button moved it: its button takes the focus back once the list shows the new order. */
let refocus: { id: RaRecord['id']; direction: 'up' | 'down' } | null = null;

function OrderButtons({ record, name }: { record: RaRecord & { position: number; places: number }; name: string }) {
  const resource = useResourceContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = record.position <= 1;
  const last = record.position >= record.places;

  useEffect(() => {
    if (refocus?.id !== record.id) return;
    // At an end the button pressed is now disabled: its neighbour takes the focus.
    const target = refocus.direction === 'up' ? (first ? down : up) : last ? up : down;
    refocus = null;
    target.current?.focus();
  }, [record.id, record.position, first, last]);

  const move = (direction: 'up' | 'down') => {
    // A press while the last move is on its way is dropped (the buttons stay enabled: disabling blurs them).
    if (isPending) return;
    const position = record.position + (direction === 'up' ? -1 : 1);
    update(
      resource,
      { id: record.id, data: { position }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          refocus = { id: record.id, direction };
          notify(orderTexts.moved(name, position, record.places), { type: 'info' });
          refresh();
        },
        onError: (err) => notify(`${orderTexts.failed}: ${err instanceof Error ? err.message : String(err)}`, { type: 'error' }),
      },
    );
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: '2ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {record.position}
      </Typography>
      <IconButton ref={up} size="small" aria-label={orderTexts.up(name)} title={orderTexts.up(name)} disabled={first} onClick={() => move('up')}>
        <ArrowUpIcon fontSize="small" />
      </IconButton>
      <IconButton ref={down} size="small" aria-label={orderTexts.down(name)} title={orderTexts.down(name)} disabled={last} onClick={() => move('down')}>
        <ArrowDownIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/**
 * The Order column: the row's place on the storefront and Move up / Move down buttons (keyboard and
 * screen-reader reachable, named after the row). Its header sorts the list by that order. A move is
 * an update of `position` alone, which the resource's calls turn into its reorder call.
 */
export function orderColumn<R extends Placed<RaRecord>>(name: (record: R) => string): Column<R> {
  return {
    label: orderTexts.column,
    field: 'position',
    width: 120,
    render: (r) => (r.position === undefined || r.places === undefined ? null : <OrderButtons record={{ ...r, position: r.position, places: r.places }} name={name(r)} />),
  };
}

/**
 * A resource's move call: reads the whole order from the server, moves the row to `place` and sends
 * the order back (every id once: the server refuses an order that missed a row added meanwhile).
 * Answers the row as listed afterwards.
 */
export async function moveRow<R extends RaRecord>(list: () => Promise<R[]>, save: (ids: string[]) => Promise<unknown>, id: RaRecord['id'], place: number): Promise<R> {
  await save(moveTo((await list()).map((r) => String(r.id)), String(id), place));
  const moved = (await list()).find((r) => r.id === id);
  if (!moved) throw new Error(`${String(id)} is gone`);
  return moved;
}
