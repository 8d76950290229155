import { Typography } from '@mui/material';
import { messages } from '../../messages';
import { CategoryGrid } from '../category/CategoryGrid';
import { storeTexts } from '../texts';
import { useDocumentTitle } from '../useDocumentTitle';
import { FabricIntro } from './FabricIntro';
import { HomeSlider } from './HomeSlider';

/** /: the slider, the Thai intro on our fabric lines, and the PRODUCTS grid of categories. */
export default function HomePage() {
  useDocumentTitle(storeTexts.homeTitle, { full: true });
  return (
    <>
      <HomeSlider />
      <FabricIntro />
      <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
        {messages.products}
      </Typography>
      <CategoryGrid eagerCount={0} />
    </>
  );
}
