import { Box, Typography } from '@mui/material';
import { PageFrame } from '../PageFrame';
import { aboutUs } from '../pageTexts';
import { useTexts } from '../../i18n/locale';

/** /about_us: who we are, in Thai (spec.md §1). */
export default function AboutUsPage() {
  useTexts('pages');
  return (
    <PageFrame title={aboutUs.heading} docTitle={aboutUs.title}>
      <Box sx={{ maxWidth: '70ch' }}>
        {aboutUs.paragraphs.map((p) => (
          <Typography key={p.slice(0, 24)} sx={{ fontSize: '1.1rem', lineHeight: 1.9, mb: 2.5 }}>
            {p}
          </Typography>
        ))}
      </Box>
    </PageFrame>
  );
}
