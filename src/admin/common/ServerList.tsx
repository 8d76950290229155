import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, MenuItem, Stack, TablePagination, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ListBase, useListContext, useResourceDefinition, type RaRecord, type SortPayload } from 'react-admin';
import { skuTexts } from '../../messages';
import { AdminScreen } from './AdminScreen';
import { AdminTable, type Column } from './AdminTable';
import { kitTexts } from '../texts';
import { dateTime } from './dates';

/** Search box and Search button (spec.md §2): the keyword goes to the server when Search is pressed (or Enter). */
function SearchBar({ label }: { label: string }) {
  const { filterValues, setFilters } = useListContext();
  const [value, setValue] = useState<string>((filterValues.q as string) ?? '');
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        setFilters({ ...filterValues, q: value.trim() || undefined }, {});
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: { sm: '1 1 320px' }, maxWidth: { sm: 480 } }}
    >
      <TextField size="small" type="search" label={label} value={value} onChange={(e) => setValue(e.target.value)} fullWidth />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {skuTexts.search}
      </Button>
    </Box>
  );
}

/** Sort field and direction, applied by the server. */
export function SortControl({ fields }: { fields: Array<[field: string, label: string]> }) {
  const { sort, setSort } = useListContext();
  const ascending = sort.order === 'ASC';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label={kitTexts.sortBy} value={sort.field} onChange={(e) => setSort({ field: e.target.value, order: sort.order })} sx={{ minWidth: 150 }}>
        {fields.map(([field, label]) => (
          <MenuItem key={field} value={field}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={ascending ? kitTexts.toDescending : kitTexts.toAscending}
        title={ascending ? kitTexts.ascending : kitTexts.descending}
        onClick={() => setSort({ field: sort.field, order: ascending ? 'DESC' : 'ASC' })}
      >
        {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      </IconButton>
    </Stack>
  );
}

/** Paging controls for a list paged on the server (page, rows per page, "1–25 of 100,000"); wraps on phones rather than scrolling. */
export function ServerPaging({ options = [25, 50, 100] }: { options?: number[] }) {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  if (isPending || !total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onPageChange={(_, p) => setPage(p + 1)}
      onRowsPerPageChange={(e) => setPerPage(Number(e.target.value))}
      showFirstButton
      showLastButton
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}

interface ServerListProps<R extends RaRecord> {
  columns: Column<R>[];
  caption: string;
  search: string;
  empty: string;
  sort: SortPayload;
  sortFields: Array<[field: string, label: string]>;
  /** Shown above the search row (e.g. an upload panel). */
  top?: ReactNode;
  /** More filter inputs beside the search box. */
  filters?: ReactNode;
  actions?: ReactNode;
  /** Shown between the filters and the table. */
  children?: ReactNode;
}

/**
 * A back-office list paged, sorted and searched on the server (DESIGN §3): the resource's list call
 * answers one page and the total, so 100,000 rows list as fast as 100. Tables turn into cards on phones.
 * Sort, filters and page live in the URL (`?filter={…}`): the admin home links to a list already filtered.
 */
export function ServerList<R extends RaRecord>({ columns, caption, search, empty, sort, sortFields, top, filters, actions, children }: ServerListProps<R>) {
  const { options } = useResourceDefinition<{ label: string }>();
  return (
    <ListBase perPage={25} sort={sort}>
      <AdminScreen title={options?.label ?? ''} actions={actions}>
        {top}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
          <SearchBar label={search} />
          {filters}
          <SortControl fields={sortFields} />
        </Stack>
        {children}
        <AdminTable columns={columns} caption={caption} empty={empty} />
        <ServerPaging />
      </AdminScreen>
    </ListBase>
  );
}

/** A record's creation time, short and readable, in the current language (Buddhist era in Thai). */
export const createdAt = (iso: string) => dateTime(iso);
