import { PageFrame } from '../PageFrame';

/** Built by a later issue; until then the page frame with its heading. */
export default function AboutUsPage() {
  return <PageFrame title="About us" />;
}
