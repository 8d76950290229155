import { Box, Typography } from '@mui/material';
import { fabricIntro } from '../texts';

const typesSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  gap: 2,
  listStyle: 'none',
  p: 0,
  m: 0,
  '& li': { bgcolor: 'background.paper', borderRadius: 2, p: 2, borderLeft: '4px solid', borderColor: 'secondary.main' },
  '& h3': { m: 0, mb: 0.5, fontSize: '1rem', fontWeight: 700 },
  '& p': { m: 0, lineHeight: 1.75, color: 'text.secondary' },
} as const;

/** The Thai intro block on the fabric lines we carry; its heading is the home page's h1. */
export function FabricIntro() {
  return (
    <Box component="section" aria-labelledby="fabric-intro" sx={{ mt: 6 }}>
      <Typography id="fabric-intro" variant="h1" sx={{ mb: 1.5, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {fabricIntro.heading}
      </Typography>
      <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.8, maxWidth: '70ch', mb: 3 }}>{fabricIntro.lead}</Typography>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        {fabricIntro.typesHeading}
      </Typography>
      <Box component="ul" sx={typesSx}>
        {fabricIntro.types.map((t) => (
          <li key={t.name}>
            <h3>{t.name}</h3>
            <p>{t.text}</p>
          </li>
        ))}
      </Box>
    </Box>
  );
}
