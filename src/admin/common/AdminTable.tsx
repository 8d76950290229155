import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { messages } from '../../messages';

export interface Column<R> {
  label: string;
  render: (record: R) => ReactNode;
  width?: number | string;
}

/**
 * The admin tables of spec.md: a header row, one row per record, and a single 'No Data' row when the
 * list is empty or failed to load (status NO_DATA).
 */
export function AdminTable<R extends RaRecord>({ columns, caption, empty = messages.noData }: { columns: Column<R>[]; caption: string; empty?: string }) {
  const { data, isPending, error } = useListContext<R>();
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} sx={{ fontWeight: 700, width: c.width }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            Array.from({ length: 3 }, (_, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c.label}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : error || !data?.length ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            data.map((record) => (
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
