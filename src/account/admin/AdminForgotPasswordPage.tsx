import { accountTexts } from '../../messages';
import { ResetWizard } from '../common/ResetWizard';
import { adminAccountPaths } from './adminAccountApi';

/** /admin_forgot_password: a working two-step reset (spec.md only shows a placeholder; design.md §7). */
export default function AdminForgotPasswordPage() {
  return (
    <ResetWizard
      title={accountTexts.adminForgotPassword}
      identifier={{ label: accountTexts.email, type: 'email', autoComplete: 'username' }}
      paths={adminAccountPaths}
      passwordKey="newPassword"
      loginPath="/admin_login"
    />
  );
}
