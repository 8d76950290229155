import { accountTexts } from '../../messages';
import { ResetWizard } from '../common/ResetWizard';
import { adminApi } from '../../contract/admin';
import { useTexts } from '../../i18n/locale';

/** /admin_forgot_password: a working two-step reset (spec.md only shows a placeholder; design.md §7). */
export default function AdminForgotPasswordPage() {
  useTexts('account');
  return (
    <ResetWizard
      title={accountTexts.adminForgotPassword}
      identifier={{ label: accountTexts.email, type: 'email', autoComplete: 'username' }}
      calls={adminApi}
      passwordKey="newPassword"
      loginPath="/admin_login"
    />
  );
}
