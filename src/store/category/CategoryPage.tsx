import { PageFrame } from '../PageFrame';
import { productTexts } from '../productTexts';
import { CategoryGrid } from './CategoryGrid';
import { useTexts } from '../../i18n/locale';

/** /category: every category as a card. */
export default function CategoryPage() {
  useTexts('catalogue');
  return (
    <PageFrame title={productTexts.categoriesTitle}>
      <CategoryGrid linkType="CATEGORY" nameAs="h2" />
    </PageFrame>
  );
}
