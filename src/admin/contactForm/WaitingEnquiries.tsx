import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Alert, Link } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { contactFormTexts } from '../texts';

/** For the /admin home: how many enquiries wait (Is Contacted empty), linking to the Contact Form screen. */
export function WaitingEnquiries() {
  const { total, isPending, error } = useGetList('admin_contact_form', { pagination: { page: 1, perPage: 1 }, filter: { isContacted: false } });
  if (isPending || error || total === undefined) return null;
  return (
    <Alert severity={total ? 'info' : 'success'} icon={<MarkEmailUnreadIcon />} role="status">
      <Link component={RouterLink} to="/admin_contact_form" color="inherit" sx={{ fontWeight: 600 }}>
        {total ? contactFormTexts.waiting(total) : contactFormTexts.noneWaiting}
      </Link>
    </Alert>
  );
}
