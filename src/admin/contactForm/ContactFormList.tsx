import { Link } from '@mui/material';
import type { ContactFormRecord } from './calls';
import { accountTexts, messages } from '../../messages';
import { contactFormTexts, fieldTexts, kitTexts, linkedFilterTexts, skuAdminTexts } from '../texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { IsContactedBox } from './IsContactedBox';
import { DateRangeFilter, ListFilterForm, YesNoFilter } from '../common/ListFilters';
import { FilterBanner } from '../common/FilterBanner';
import { createdAt } from '../common/ServerList';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ContactFormRecord>[] => [
  { label: messages.fullName, render: (r) => r.fullName },
  { label: contactFormTexts.received, field: 'createAt', width: 150, render: (r) => createdAt(r.createAt) },
  { label: accountTexts.mobile, render: (r) => <Link href={`tel:${r.mobile}`}>{r.mobile}</Link> },
  { label: accountTexts.email, render: (r) => <Link href={`mailto:${r.email}`}>{r.email}</Link> },
  { label: contactFormTexts.detail, render: (r) => <span style={{ whiteSpace: 'pre-wrap' }}>{r.detail}</span> },
  { label: messages.isContacted, width: 110, render: (r) => <IsContactedBox record={r} /> },
  {
    label: fieldTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.fullName} confirm={messages.confirmDeleteData} yes={skuAdminTexts.delete} no={kitTexts.cancel} failure={() => messages.deleteError} />,
  },
];

const bulk = () => ({
  noun: skuAdminTexts.nouns.enquiry,
  name: (r: ContactFormRecord) => r.fullName,
  mark: { label: contactFormTexts.markContacted, data: { isContacted: true }, confirm: contactFormTexts.markConfirm, done: contactFormTexts.marked },
});

/**
 * /admin_contact_form: visitors' enquiries with when each was received, newest first, read-only but
 * for Is Contacted and Delete; filtered on the server by Contacted and the received days; the selected
 * rows can be marked contacted or deleted together.
 */
export function ContactFormList() {
  return (
    <AdminList
      columns={columns()}
      caption={contactFormTexts.caption}
      search={contactFormTexts.search}
      sort={{ field: 'createAt', order: 'DESC' }}
      bulk={bulk()}
      filters={
        <ListFilterForm>
          <YesNoFilter source="isContacted" label={contactFormTexts.contacted} />
          <DateRangeFilter from={contactFormTexts.receivedFrom} to={contactFormTexts.receivedTo} />
        </ListFilterForm>
      }
    >
      {/* The admin home opens an enquiry as this list filtered to it (`?filter={"id":…}`). */}
      <FilterBanner field="id" text={() => linkedFilterTexts.oneEnquiry} clear={linkedFilterTexts.showAllEnquiries} />
    </AdminList>
  );
}
