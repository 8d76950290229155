import { PageFrame } from '../PageFrame';
import { productTexts } from '../productTexts';
import { CategoryGrid } from './CategoryGrid';

/** /category: every category as a card. */
export default function CategoryPage() {
  return (
    <PageFrame title={productTexts.categoriesTitle}>
      <CategoryGrid linkType="CATEGORY" nameAs="h2" />
    </PageFrame>
  );
}
