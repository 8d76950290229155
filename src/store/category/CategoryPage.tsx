import { PageFrame } from '../PageFrame';
import { CategoryGrid } from './CategoryGrid';

export default function CategoryPage() {
  return (
    <PageFrame title="All categories">
      <CategoryGrid linkType="CATEGORY" />
    </PageFrame>
  );
}
