import { accountTexts, messages } from '../../messages';
import { ResetWizard } from '../common/ResetWizard';
import { memberApi } from '../../contract/member';
import { useTexts } from '../../i18n/locale';

/** /member_forgot_password: the email or mobile, then the mailed code and a new password. */
export default function MemberForgotPasswordPage() {
  useTexts('account');
  return (
    <ResetWizard
      title={messages.fogotPassword}
      identifier={{ label: accountTexts.emailOrMobile, type: 'text', autoComplete: 'username' }}
      calls={memberApi}
      passwordKey="password"
      loginPath="/member_login"
    />
  );
}
