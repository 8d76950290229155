import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useListContext } from 'react-admin';
import { exportSkus } from '../common/skuCalls';
import type { SkuCategoryRecord } from '../common/skuCategoryCalls';
import { skuTexts } from '../../messages';
import { EVERY_ROW } from '../common/resource';

/** Full width on phones, a fixed width beside the search box on larger screens. */
const filterSx = (width: number) => ({ width: { xs: '100%', sm: width }, m: 0 });

/** Category, parent SKU and status filters of the SKU Merchant All list (applied on the server). */
export function MerchantFilters() {
  const { filterValues, setFilters } = useListContext();
  const { data: categories } = useGetList<SkuCategoryRecord>('admin_product_category_sku', { pagination: EVERY_ROW, sort: { field: 'categoryId', order: 'ASC' } });
  const [parent, setParent] = useState<string>((filterValues.parentsSku as string) ?? '');
  const set = (key: string, value: unknown) => setFilters({ ...filterValues, [key]: value === '' ? undefined : value }, {});
  const status = filterValues.isActived === true ? 'active' : filterValues.isActived === false ? 'inactive' : '';
  return (
    <>
      <TextField select size="small" label={skuTexts.filterCategory} value={(filterValues.categoryId as string) ?? ''} onChange={(e) => set('categoryId', e.target.value)} fullWidth={false} sx={filterSx(200)}>
        <MenuItem value="">{skuTexts.any}</MenuItem>
        {(categories ?? []).map((c) => (
          <MenuItem key={c.id} value={c.categoryId}>
            {c.categoryId} | {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={skuTexts.filterParent}
        value={parent}
        onChange={(e) => setParent(e.target.value)}
        onBlur={() => set('parentsSku', parent.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            set('parentsSku', parent.trim());
          }
        }}
        fullWidth={false}
        sx={filterSx(160)}
      />
      <TextField
        select
        size="small"
        label={skuTexts.filterActive}
        value={status}
        onChange={(e) => set('isActived', e.target.value === '' ? '' : e.target.value === 'active')}
        fullWidth={false}
        sx={filterSx(130)}
      >
        <MenuItem value="">{skuTexts.any}</MenuItem>
        <MenuItem value="active">{skuTexts.activeOnly}</MenuItem>
        <MenuItem value="inactive">{skuTexts.inactiveOnly}</MenuItem>
      </TextField>
    </>
  );
}

/** Saves a Blob under a file name (an object URL clicked through a temporary link). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** How many SKUs match, and the .xlsx export of all of them (the import layout, no row cap). */
export function ExportBar() {
  const { filterValues, sort, total, isPending } = useListContext();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await exportSkus(filterValues, sort), `skus-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <Typography role="status" sx={{ flex: 1, color: 'text.secondary' }}>
        {isPending || total === undefined ? '\u00a0' : skuTexts.exportCount(total)}
      </Typography>
      <Button variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />} disabled={busy || isPending || !total} onClick={run}>
        {busy ? skuTexts.exporting : skuTexts.exportXlsx}
      </Button>
      {failed && (
        <Alert severity="error" role="alert">
          {skuTexts.exportFailed}
        </Alert>
      )}
    </Stack>
  );
}
