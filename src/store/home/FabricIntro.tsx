import { Box, Typography } from '@mui/material';
import { fabricIntro } from '../texts';

/** The Thai intro block on the fabric lines we carry; its heading is the home page's h1. */
export function FabricIntro() {
  return (
    <Box component="section" aria-labelledby="fabric-intro" lang="th" sx={{ mb: 5 }}>
      <Typography id="fabric-intro" variant="h1" sx={{ mb: 1.5, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {fabricIntro.heading}
      </Typography>
      <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.8, maxWidth: '70ch', mb: 3 }}>{fabricIntro.lead}</Typography>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        {fabricIntro.typesHeading}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {fabricIntro.types.map((t) => (
          <Box component="li" key={t.name} sx={{ bgcolor: 'background.paper', borderRadius: 2, p: 2, borderLeft: '4px solid', borderColor: 'secondary.main' }}>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t.name}
            </Typography>
            <Typography sx={{ lineHeight: 1.75, color: 'text.secondary' }}>{t.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
