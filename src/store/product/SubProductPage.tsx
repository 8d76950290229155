import { PageFrame } from '../PageFrame';

/** Built by a later issue; until then the page frame with its heading. */
export default function SubProductPage() {
  return <PageFrame title="Fabric colours" back />;
}
