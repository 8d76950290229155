import { PageFrame } from '../../store/PageFrame';

/** Built by a later issue; until then the page frame with its heading. */
export default function MemberForgotPasswordPage() {
  return <PageFrame title="Forgot Password" />;
}
