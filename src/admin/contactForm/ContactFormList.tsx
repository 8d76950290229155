import { Link } from '@mui/material';
import type { ContactFormRecord } from './calls';
import { accountTexts, messages } from '../../messages';
import { contactFormTexts, fieldTexts, kitTexts, linkedFilterTexts, skuAdminTexts } from '../texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { IsContactedBox } from './IsContactedBox';
import { RequestedSamples } from './RequestedSamples';
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
  { label: contactFormTexts.samples, render: (r) => <RequestedSamples record={r} /> },
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
 * for Is Contacted, a sample request's Samples sent (its colours with thumbnails, issue 18 §4) and Delete;
 * filtered on the server by Contacted, Samples sent and the received days; the selected
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
          <YesNoFilter source="samplesSent" label={contactFormTexts.samplesSent} />
          <DateRangeFilter from={contactFormTexts.receivedFrom} to={contactFormTexts.receivedTo} />
        </ListFilterForm>
      }
    >
      {/* The admin home opens an enquiry as this list filtered to it (`?filter={"id":…}`). */}
      <FilterBanner field="id" text={() => linkedFilterTexts.oneEnquiry} clear={linkedFilterTexts.showAllEnquiries} />
    </AdminList>
  );
}
