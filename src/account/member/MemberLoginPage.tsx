import { PageFrame } from '../../store/PageFrame';

/** Built by a later issue; until then the page frame with its heading. */
export default function MemberLoginPage() {
  return <PageFrame title="Member Login" />;
}
