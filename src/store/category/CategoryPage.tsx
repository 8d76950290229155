import { PageFrame } from '../PageFrame';
import { pageTexts } from '../pageTexts';
import { CategoryGrid } from './CategoryGrid';

/** /category: every category as a card. */
export default function CategoryPage() {
  return (
    <PageFrame title={pageTexts.categoriesTitle}>
      <CategoryGrid linkType="CATEGORY" nameAs="h2" />
    </PageFrame>
  );
}
