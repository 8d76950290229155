import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterLiveForm, SelectInput, useGetList } from 'react-admin';
import { skuTexts } from '../../messages';
import { DayInput } from './DayInput';
import { EVERY_ROW } from './resource';
import type { SkuCategoryRecord } from './skuCategoryCalls';
import { listFilterTexts } from '../texts';

/** Full width on phones, a fixed width beside the search box on larger screens. */
const inputSx = (width: number) => ({ width: { xs: '100%', sm: width }, m: 0 });

/**
 * A row of a list's filters (issue 17 §1), built on react-admin's FilterLiveForm: each input is bound
 * to the list's filter of its `source`, applied as it changes and kept in the URL (`?filter={…}`).
 */
export function ListFilterForm({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return (
    <FilterLiveForm formComponent={inline ? InlineRow : FilterRow}>
      <>{children}</>
    </FilterLiveForm>
  );
}

function FilterRow(props: Pick<React.HTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>) {
  return <Box component="form" {...props} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' } }} />;
}

/** Inside a row that spaces itself (ServerList's). */
function InlineRow(props: Pick<React.HTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>) {
  return <Box component="form" {...props} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', width: { xs: '100%', sm: 'auto' } }} />;
}

/** The SKU screens' Active filter: Any, Active or Inactive. */
export const ActiveFilter = () => <YesNoFilter source="isActived" label={skuTexts.filterActive} yes={skuTexts.activeOnly} no={skuTexts.inactiveOnly} />;

/** A SKU category filter (every category, active or not, as "ID | Name"), on the rows' `categoryId`. */
export function CategoryFilter() {
  const { data, isPending } = useGetList<SkuCategoryRecord>('admin_product_category_sku', { pagination: EVERY_ROW, sort: { field: 'categoryId', order: 'ASC' } });
  return (
    <SelectInput
      source="categoryId"
      label={skuTexts.filterCategory}
      choices={data ?? []}
      optionValue="categoryId"
      optionText={(c: SkuCategoryRecord) => `${c.categoryId} | ${c.name}`}
      isPending={isPending}
      emptyText={listFilterTexts.any}
      emptyValue=""
      helperText={false}
      size="small"
      sx={inputSx(220)}
    />
  );
}

/** A yes/no filter on a boolean field: Any, `yes` or `no` (the URL keeps true/false). */
export function YesNoFilter({ source, label, yes = listFilterTexts.yes, no = listFilterTexts.no }: { source: string; label: string; yes?: string; no?: string }) {
  return (
    <ChoiceFilter
      source={source}
      label={label}
      choices={[
        { id: 'true', name: yes },
        { id: 'false', name: no },
      ]}
      format={(v: unknown) => (v === true ? 'true' : v === false ? 'false' : '')}
      parse={(v: string) => (v === 'true' ? true : v === 'false' ? false : '')}
    />
  );
}

/** A filter on one of a field's values: Any, or one of `choices` (e.g. an admin's status). */
export function ChoiceFilter({ source, label, choices, format, parse }: { source: string; label: string; choices: Array<{ id: string; name: string }>; format?: (v: unknown) => string; parse?: (v: string) => unknown }) {
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      emptyText={listFilterTexts.any}
      emptyValue=""
      format={format}
      parse={parse}
      helperText={false}
      size="small"
      sx={inputSx(150)}
    />
  );
}

/**
 * A date range filter (both ends included): `dateFrom` and `dateTo`, days as YYYY-MM-DD; in Thai they
 * read and take Buddhist-era days (DayInput).
 */
export function DateRangeFilter({ from, to }: { from: string; to: string }) {
  return (
    <>
      <DayInput source="dateFrom" label={from} sx={inputSx(170)} />
      <DayInput source="dateTo" label={to} sx={inputSx(170)} />
    </>
  );
}
