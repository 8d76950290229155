import type { ReactNode } from 'react';
import { ListBase, useResourceDefinition, type RaRecord, type SortPayload } from 'react-admin';
import { AdminScreen } from './AdminScreen';
import { AdminTable, type Column } from './AdminTable';
import { SearchFilter } from './SearchFilter';

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
  /** Shown between the search box and the table (e.g. an error banner). */
  children?: ReactNode;
}

/** A whole back-office list screen: frame and heading from the resource's label, actions, search, table. */
export function AdminList<R extends RaRecord>({ columns, caption, search, actions, sort, empty, children }: AdminListProps<R>) {
  const { options } = useResourceDefinition<{ label: string }>();
  return (
    <ListBase perPage={1000} sort={sort} disableSyncWithLocation>
      <AdminScreen title={options?.label ?? ''} actions={actions}>
        {search && <SearchFilter label={search} />}
        {children}
        <AdminTable columns={columns} caption={caption} empty={empty} />
      </AdminScreen>
    </ListBase>
  );
}
