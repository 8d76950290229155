import { Box, Checkbox, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { ListBase, useListContext, useResourceDefinition } from 'react-admin';
import { MEMBER_SOURCES } from '../../contract/adminMember';
import type { MemberRecord } from './calls';
import { messages } from '../../messages';
import { linkedFilterTexts, listFilterTexts, memberTexts } from '../texts';
import { AdminScreen } from '../common/AdminScreen';
import { FilterBanner } from '../common/FilterBanner';
import { AdminTable, type Column } from '../common/AdminTable';
import { SearchFilter } from '../common/SearchFilter';
import { DateRangeFilter, ListFilterForm } from '../common/ListFilters';
import { createdAt, ServerPaging, SortControl } from '../common/ServerList';
import { MemberCreate, MemberEdit } from './MemberDialog';
import { MemberDetail } from './MemberDetail';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<MemberRecord>[] => [
  // The headers sort on the server (MEMBER_SORTS): a full name by its first name.
  { label: messages.fullName, field: 'firstName', render: (r) => r.fullName },
  { label: messages.bussiness, field: 'bussiness', render: (r) => r.bussiness },
  { label: memberTexts.email, field: 'email', render: (r) => r.email },
  { label: memberTexts.mobile, field: 'mobile', render: (r) => r.mobile },
  {
    label: messages.isVerified,
    width: 96,
    render: (r) => <Checkbox checked={r.isVerified} disabled slotProps={{ input: { 'aria-label': `${messages.isVerified}: ${r.fullName}` } }} />,
  },
  { label: memberTexts.tier, render: (r) => memberTexts.tiers[r.tier] },
  { label: memberTexts.source, render: (r) => (r.source ? memberTexts.sources[r.source] : '') },
  { label: memberTexts.edit, width: 64, render: (r) => <MemberEdit record={r} /> },
  { label: memberTexts.detail, width: 64, render: (r) => <MemberDetail record={r} /> },
];

/** Only the people of one source: business customers, website members, or those who are both. */
function SourceFilter() {
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={memberTexts.source}
      value={(filterValues.source as string | undefined) ?? ''}
      onChange={(e) => setFilters({ ...filterValues, source: e.target.value || undefined }, {})}
      sx={{ width: { xs: '100%', sm: 240 }, mb: 2 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{memberTexts.allSources}</MenuItem>
      {MEMBER_SOURCES.map((s) => (
        <MenuItem key={s} value={s}>
          {memberTexts.sources[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /admin_member: one list of the shop's customers (issue 17 §3): business customers entered here and
 * members who registered on the website, one row per person with its source; paged, searched and
 * filtered on the server, with New Member, Edit and Detail.
 */
export function MemberList() {
  const { options } = useResourceDefinition<{ label: string }>();
  // Phones show cards, not headers: the sort is a menu there, as on every list (AdminList).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown = columns();
  const sortable = [['createAt', messages.createdAt] as [string, string], ...shown.filter((c) => c.field).map((c): [string, string] => [c.field!, c.label])];
  return (
    <ListBase perPage={20} sort={{ field: 'createAt', order: 'DESC' }}>
      <AdminScreen title={options?.label ?? ''} actions={<MemberCreate />}>
        {/* A flex gap, as AdminList's row: Stack's margins would take the filters' bottom margin away, the table touching them. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
          <SearchFilter label={memberTexts.search} />
          <SourceFilter />
          <ListFilterForm>
            <DateRangeFilter from={listFilterTexts.createdFrom} to={listFilterTexts.createdTo} />
          </ListFilterForm>
          {phone && (
            <Box sx={{ mb: 2 }}>
              <SortControl fields={sortable} />
            </Box>
          )}
        </Stack>
        {/* The admin home's "new members this week" opens this list filtered by `since` (issue 17 §2). */}
        <FilterBanner field="since" text={(since) => linkedFilterTexts.since(createdAt(String(since)))} clear={linkedFilterTexts.removeSince} />
        {/* Zero intrinsic width: a wide table scrolls in its own box instead of widening a phone's page. */}
        <Box sx={{ width: 0, minWidth: '100%' }}>
          <AdminTable columns={shown} caption={memberTexts.caption} empty={messages.noData} />
        </Box>
        <ServerPaging options={[20, 50, 100]} />
      </AdminScreen>
    </ListBase>
  );
}
