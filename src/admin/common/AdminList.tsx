import { Box, Stack, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ListBase, Pagination, useResourceDefinition, type RaRecord, type SortPayload } from 'react-admin';
import type { BulkNoun } from '../texts';
import { AdminScreen } from './AdminScreen';
import { AdminTable, type Column } from './AdminTable';
import { BulkActions, selectColumn, type BulkMark } from './BulkActions';
import { SearchFilter } from './SearchFilter';
import { SortControl } from './ServerList';

interface AdminListProps<R extends RaRecord> {
  columns: Column<R>[];
  /** The table's accessible name. */
  caption: string;
  /** The search box's label; no box without it. */
  search?: string;
  /** The screen's buttons (e.g. its CreateDialog). */
  actions?: ReactNode;
  sort?: SortPayload;
  empty?: string;
  /** Shown above the search row (e.g. an upload panel). */
  top?: ReactNode;
  /** More filter inputs beside the search box. */
  filters?: ReactNode;
  /** Shown between the search box and the table (e.g. an error banner). */
  children?: ReactNode;
  /** Rows can be selected and deleted together (one confirmation naming the count): how a row is named and counted. */
  bulk?: { noun: BulkNoun; name: (record: R) => string; activate?: boolean; mark?: BulkMark };
}

/** Rows per page the lists offer; the first is the default. */
export const PER_PAGE = [25, 50, 100];

/**
 * A whole back-office list screen (issue 17 §1): frame and heading from the resource's label, actions,
 * search and filters, a table whose column headers sort it (a sort menu on phones, where rows are
 * cards), pages of 25, 50 or 100 with no cap on the rows, and — where the screen allows — bulk
 * selection. Sort, filters and page live in the URL, so Back returns to the same view.
 */
export function AdminList<R extends RaRecord>({ columns, caption, search, actions, sort, empty, top, filters, children, bulk }: AdminListProps<R>) {
  const { options } = useResourceDefinition<{ label: string }>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sortable = columns.filter((c) => c.field).map((c): [string, string] => [c.field!, c.label]);
  const shown = bulk ? [selectColumn<R>(bulk.name), ...columns] : columns;
  return (
    <ListBase perPage={PER_PAGE[0]} sort={sort}>
      <AdminScreen title={options?.label ?? ''} actions={actions}>
        {top}
        {(search || filters || (phone && sortable.length > 0)) && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
            {search && <SearchFilter label={search} />}
            {filters}
            {phone && sortable.length > 0 && (
              <Box sx={{ mb: 2 }}>
                <SortControl fields={sortable} />
              </Box>
            )}
          </Stack>
        )}
        {children}
        {bulk && <BulkActions noun={bulk.noun} activate={bulk.activate ?? false} mark={bulk.mark} />}
        <AdminTable columns={shown} caption={caption} empty={empty} />
        <Pagination rowsPerPageOptions={PER_PAGE} />
      </AdminScreen>
    </ListBase>
  );
}
