import { Box, Card, CardContent, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { messages } from '../../messages';

export interface Column<R> {
  label: string;
  /** What the table's header cell shows instead of the label (e.g. a select-all checkbox); cards show the label. */
  header?: ReactNode;
  render: (record: R) => ReactNode;
  width?: number | string;
  /** The record field the column shows: its header sorts the list by it (issue 17 §1). */
  field?: string;
  /** Whether a record has anything in this column: a phone's card leaves out the label of one that has not. */
  shows?: (record: R) => boolean;
}

/** A column's header in a list: its label, or a button sorting the list by its field (again: the other way). */
function SortHeader<R>({ column }: { column: Column<R> }) {
  const { sort, setSort } = useListContext();
  if (!column.field) return <>{column.header ?? column.label}</>;
  const active = sort.field === column.field;
  const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
  return (
    <TableSortLabel active={active} direction={direction} onClick={() => setSort({ field: column.field!, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}>
      {column.header ?? column.label}
    </TableSortLabel>
  );
}

/** aria-sort of a sortable column's header cell. */
function useAriaSort<R>() {
  const { sort } = useListContext();
  return (c: Column<R>) => (c.field ? (sort.field === c.field ? (sort.order === 'DESC' ? 'descending' : 'ascending') : 'none') : undefined);
}

/** Phones: one card per record, each value under its column's label. */
function RecordCards<R extends RaRecord>({ columns, caption, data }: { columns: Column<R>[]; caption: string; data: R[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((record) => (
        <Card component="li" key={record.id} variant="outlined">
          <CardContent component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(5.5rem, auto) 1fr', columnGap: 1.5, rowGap: 0.75, m: 0, overflowWrap: 'anywhere' }}>
            {columns.filter((c) => c.shows?.(record) ?? true).map((c) => (
              <Box key={c.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {c.label}
                </Typography>
                <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                  {c.render(record)}
                </Box>
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The admin tables of spec.md: a header row, one row per record, and a single 'No Data' row (or the
 * screen's own empty text) when the list is empty or failed to load (status NO_DATA). Phones get cards.
 */
export function AdminTable<R extends RaRecord>({ columns, caption, empty = messages.noData }: { columns: Column<R>[]; caption: string; empty?: string }) {
  const { data, isPending, error } = useListContext<R>();
  const ariaSort = useAriaSort<R>();
  return (
    <RowsTable
      columns={columns}
      caption={caption}
      empty={empty}
      rows={error ? [] : data}
      pending={isPending}
      header={(c) => <SortHeader column={c} />}
      ariaSort={ariaSort}
    />
  );
}

/** AdminTable's look for rows that come from elsewhere than a list (e.g. an import's errors): a table, or cards on phones. */
export function RowsTable<R extends RaRecord>({
  columns,
  caption,
  empty = messages.noData,
  rows,
  pending = false,
  header = (c) => c.header ?? c.label,
  ariaSort = () => undefined,
}: {
  columns: Column<R>[];
  caption: string;
  empty?: string;
  rows: R[] | undefined;
  pending?: boolean;
  /** What a header cell shows (a list's: a sort button). */
  header?: (column: Column<R>) => ReactNode;
  ariaSort?: (column: Column<R>) => 'ascending' | 'descending' | 'none' | undefined;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && !pending && rows?.length) return <RecordCards columns={columns} caption={caption} data={rows} />;
  // On a phone the table shows only while loading or empty, and its columns run off the side: the
  // scrolling box is then a labelled region a keyboard can focus and scroll (axe: scrollable-region-focusable).
  const scrollable = phone ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {};
  return (
    <TableContainer component={Paper} {...scrollable}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              // A phone's headers keep to one line: Thai has no spaces, and its narrow columns broke a word
              // in two (การก|ระทำ); the table scrolls sideways there anyway. Wider screens wrap between words.
              <TableCell key={c.label} sx={{ fontWeight: 700, width: c.width, whiteSpace: phone ? 'nowrap' : undefined }} aria-sort={ariaSort(c)}>
                {header(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {pending ? (
            Array.from({ length: 3 }, (_, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c.label}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : !rows?.length ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((record) => (
              <TableRow key={record.id} hover>
                {columns.map((c) => (
                  <TableCell key={c.label}>{c.render(record)}</TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
