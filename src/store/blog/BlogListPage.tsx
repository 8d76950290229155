import { PageFrame } from '../PageFrame';

/** Built by a later issue; until then the page frame with its heading. */
export default function BlogListPage() {
  return <PageFrame title="Blog" />;
}
