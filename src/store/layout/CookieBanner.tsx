import { Box, Button, Container, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { storeTexts } from '../texts';

/** spec.md §9: the consent choice lives in localStorage under this key, as 'true' or 'false'. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/** The cookie banner: shown until a choice is stored; Accept stores 'true', Decline 'false'; then it hides. */
export function CookieBanner() {
  const [choice, setChoice] = useState<string | null>(storedChoice);
  const textId = useId();
  if (choice === 'true' || choice === 'false') return null;
  const choose = (value: 'true' | 'false') => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // Storage refused (private mode): hide for this visit anyway.
    }
    setChoice(value);
  };
  return (
    <Box
      component="section"
      aria-label={storeTexts.cookieRegion}
      aria-describedby={textId}
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'snackbar', bgcolor: '#262626', color: '#fff', boxShadow: 8, py: 1.5 }}
    >
      <Container sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id={textId} sx={{ flex: '1 1 260px', fontSize: 15 }}>
          {storeTexts.cookieText}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => choose('false')} sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
            {storeTexts.decline}
          </Button>
          <Button variant="contained" color="success" onClick={() => choose('true')}>
            {storeTexts.accept}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
