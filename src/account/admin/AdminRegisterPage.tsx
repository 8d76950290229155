import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { accountTexts, messages } from '../../messages';
import { AccountCard } from '../common/AccountCard';
import { RegisterWizard, type BasicField } from '../common/RegisterWizard';
import { adminApi } from '../../contract/admin';
import { useTexts } from '../../i18n/locale';

/** Read at render: the labels follow the language. */
const fields = (): readonly BasicField[] => [
  { name: 'fullName', label: messages.fullName, autoComplete: 'name' },
  { name: 'email', label: accountTexts.email, type: 'email', autoComplete: 'email' },
  { name: 'mobile', label: accountTexts.mobile, type: 'tel', autoComplete: 'tel' },
];

/**
 * /admin_register: BASIC_DATA → VERIFY_EMAIL → SET_PASSWORD. The new admin waits for an active admin's
 * approval, so the last screen says so (with the server's words) instead of jumping to a login that refuses.
 */
export default function AdminRegisterPage() {
  useTexts('account');
  const [done, setDone] = useState<string | null>(null);
  if (done !== null)
    return (
      <AccountCard title={accountTexts.adminRegister}>
        <Stack spacing={2}>
          <Alert severity="success" role="status" icon={<HourglassTopIcon />}>
            {done}
          </Alert>
          <Button component={RouterLink} to="/admin_login" variant="contained" size="large">
            {accountTexts.goToAdminLogin}
          </Button>
        </Stack>
      </AccountCard>
    );
  return (
    <RegisterWizard
      title={accountTexts.adminRegister}
      stepNames={[accountTexts.stepBasic, accountTexts.stepVerify, accountTexts.stepPassword]}
      fields={fields()}
      calls={adminApi}
      onRegistered={(message) => setDone(message || accountTexts.adminAwaitsApproval)}
      loginLink={{ to: '/admin_login', label: messages.alreadyHasAccount }}
    />
  );
}
