import { Typography } from '@mui/material';
import { AdminScreen } from './common/AdminScreen';

/** A back-office screen that a later issue builds: the real frame and heading until then. */
export function AdminPlaceholder({ title }: { title: string }) {
  return (
    <AdminScreen title={title}>
      <Typography color="text.secondary">This screen is not built yet.</Typography>
    </AdminScreen>
  );
}
