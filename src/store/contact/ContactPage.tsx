import { Skeleton, Typography } from '@mui/material';
import { messages } from '../../messages';
import { PageFrame } from '../PageFrame';
import { pageTexts } from '../pageTexts';
import { listStatus } from '../useApi';
import { CompanyTable } from './CompanyTable';
import { EnquiryForm } from './EnquiryForm';
import { useContactUs } from './useContactUs';
import { useTexts } from '../../i18n/locale';

/** /contact: each company's details (address with a map link, phone, email, website and shops), then the enquiry form. */
export default function ContactPage() {
  useTexts('pages');
  const { data, error } = useContactUs();
  const status = listStatus(data, error);
  return (
    <PageFrame title={pageTexts.contactTitle}>
      {status === 'LOADING' && <Skeleton variant="rounded" height={420} sx={{ mb: 4 }} />}
      {status === 'NO_DATA' && <Typography sx={{ py: 4 }}>{messages.noData}</Typography>}
      {status === 'READY' && data!.map((c, i) => <CompanyTable key={c._id} company={c} headingId={`company-${i}`} />)}
      <EnquiryForm />
    </PageFrame>
  );
}
