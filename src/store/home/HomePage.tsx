import { Typography } from '@mui/material';
import { messages } from '../../messages';
import { CategoryGrid } from '../category/CategoryGrid';
import { storeTexts } from '../texts';
import { useDocumentTitle } from '../useDocumentTitle';
import { FabricIntro } from './FabricIntro';
import { HomeSlider } from './HomeSlider';

/** /: the slider, the PRODUCTS grid of categories, and the Thai intro on our fabric lines. */
export default function HomePage() {
  useDocumentTitle(storeTexts.homeTitle, { full: true });
  return (
    <>
      <HomeSlider />
      <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
        {messages.products}
      </Typography>
      {/* The first card is in a phone's first screen, and its picture is larger than the slider's: not lazy. */}
      <CategoryGrid eagerCount={1} />
      {/*
        After the catalogue, below the first screen: drawn by the server before the Thai font is in (a
        slow phone, or one without Thai), the intro wraps anew when the font comes; there, the move is
        off screen, and the shop's visitors see the catalogue first.
      */}
      <FabricIntro />
    </>
  );
}
