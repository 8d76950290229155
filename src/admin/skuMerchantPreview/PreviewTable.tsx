import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel } from '@mui/material';
import { useMemo, useState } from 'react';
import { messages } from '../../messages';
import { skuImportTexts, skuMerchantPreviewTexts as texts } from '../texts';
import { Thumb } from '../common/Thumb';
import { isImagePath, nextSort, sortOrder, type SheetPreview, type SortState } from './preview';

const SIZE = 50;
const PER_PAGE = [25, 50, 100];

/** The first column's value as a 50×50 picture (spec.md §9); a photo's bare file name has no address yet, so a marked box stands in. */
function PreviewImage({ value, alt }: { value: string; alt: string }) {
  // A blank cell keeps the row as tall as its neighbours.
  if (!value) return <Box sx={{ width: SIZE, height: SIZE }} />;
  if (isImagePath(value)) return <Thumb path={value} alt={alt} size={SIZE} />;
  return (
    <Box
      role="img"
      aria-label={texts.noPicture(value)}
      title={value}
      sx={{ width: SIZE, height: SIZE, borderRadius: 1, bgcolor: 'action.hover', color: 'text.secondary', display: 'grid', placeItems: 'center' }}
    >
      <ImageNotSupportedOutlined fontSize="small" />
    </Box>
  );
}

const NO_ROWS: SheetPreview['rows'] = [];

/**
 * The sheet as a table: the first column as a picture, then the other columns; clicking a header sorts
 * by it (ascending, then descending: aria-sort on the header), one page of rows at a time so 50,000
 * rows cost no more than 100. With no data the header says 'No Data' and the body 'No SKU Merchant Data'.
 * Mount it with a `key` per file: sorting and paging start afresh for each sheet.
 */
export function PreviewTable({ preview }: { preview: SheetPreview | null }) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PER_PAGE[0]);
  const header = preview?.header ?? [];
  const rows = preview?.rows ?? NO_ROWS;
  const order = useMemo(() => sortOrder(rows, sort), [rows, sort]);
  const shown = order.slice(page * perPage, (page + 1) * perPage);
  const labels = header.map((h, i) => (i === 0 ? skuImportTexts.image : h || texts.untitled(i + 1)));
  // The second column names the row (the SKU code in the import layout): the picture's alternative text.
  const altOf = (row: string[]) => row[1] || row[0] || '';

  const onSort = (column: number) => {
    setSort((current) => nextSort(current, column));
    setPage(0);
  };

  return (
    // `contain: inline-size`: the table's width never widens the page; it scrolls inside its own box on narrow screens.
    <Paper variant="outlined" sx={{ contain: 'inline-size' }}>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={skuImportTexts.previewCaption}>
          <TableHead>
            <TableRow>
              {header.length === 0 ? (
                <TableCell sx={{ fontWeight: 700 }}>{messages.noData}</TableCell>
              ) : (
                labels.map((label, i) => {
                  const active = sort?.column === i;
                  return (
                    <TableCell key={i} sortDirection={active ? sort.direction : false} sx={{ fontWeight: 700, whiteSpace: 'nowrap', width: i === 0 ? SIZE + 32 : undefined }}>
                      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(i)}>
                        {label}
                      </TableSortLabel>
                    </TableCell>
                  );
                })
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={Math.max(1, header.length)} align="center">
                  {messages.noSkuMerchantData}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((index) => {
                const row = rows[index];
                return (
                  <TableRow key={index} hover>
                    <TableCell sx={{ py: 0.5 }}>
                      <PreviewImage value={row[0]} alt={altOf(row)} />
                    </TableCell>
                    {row.slice(1).map((cell, i) => (
                      <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > 0 && (
        <TablePagination
          component="div"
          count={rows.length}
          page={Math.min(page, Math.max(0, Math.ceil(rows.length / perPage) - 1))}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={perPage}
          rowsPerPageOptions={PER_PAGE}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 1, sm: 2 } } }}
        />
      )}
    </Paper>
  );
}
