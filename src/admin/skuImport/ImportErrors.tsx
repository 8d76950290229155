import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, AlertTitle, Box, Button, TablePagination, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { ImportError, ImportRefused } from '../../contract/skuImport';
import { skuImportTexts as texts } from '../texts';
import { RowsTable, type Column } from '../common/AdminTable';

type ErrorRow = ImportError & { id: number };

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ErrorRow>[] => [
  { label: texts.row, render: (e) => e.row, width: 64 },
  { label: texts.column, render: (e) => e.column },
  { label: texts.value, render: (e) => <Box component="span" sx={{ overflowWrap: 'break-word' }}>{e.value}</Box> },
  { label: texts.reason, render: (e) => e.reason },
];


/** Offers the refused cells as an .xlsx (SheetJS loads only when asked). */
async function downloadErrors(errors: ImportError[], fileName: string): Promise<void> {
  const { download, errorsBytes } = await import('./workbook');
  download(errorsBytes(errors), texts.errorsFile(fileName));
}

/**
 * A refused import (HTTP 422, nothing written): how many problems, the first 1,000 in a table of the
 * sheet's row, column, value and reason (paged), and the same list as an .xlsx to fix.
 */
export function ImportErrors({ refused, fileName }: { refused: ImportRefused; fileName: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A phone shows each problem as a card: fewer to a page.
  const perPage = phone ? 10 : 25;
  const [chosen, setPage] = useState(0);
  const page = Math.min(chosen, Math.max(0, Math.ceil(refused.errors.length / perPage) - 1));
  const rows: ErrorRow[] = refused.errors.slice(page * perPage, (page + 1) * perPage).map((e, i) => ({ ...e, id: page * perPage + i }));
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="error" sx={{ mb: 1.5 }}>
        <AlertTitle>{texts.errorsTitle(refused.total)}</AlertTitle>
        {refused.total > refused.errors.length && <Typography variant="body2">{texts.errorsShown(refused.errors.length, refused.total)}</Typography>}
        <Button variant="outlined" color="inherit" size="small" startIcon={<DownloadIcon />} onClick={() => void downloadErrors(refused.errors, fileName)} sx={{ mt: 1 }}>
          {texts.downloadErrors}
        </Button>
      </Alert>
      <RowsTable columns={columns()} caption={texts.errorsCaption} rows={rows} />
      {refused.errors.length > perPage && (
        <TablePagination
          component="div"
          count={refused.errors.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_, p) => setPage(p)}
          sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </Box>
  );
}
