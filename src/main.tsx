import { CssBaseline } from '@mui/material';
// @mui/system's provider, given the theme as @mui/material's passes one without CSS variables (ours:
// with `vars: null`, which nested themes such as the back-office's inherit): the material one also
// brings the CSS-variables provider and colour-scheme script, about 3 kB gzip of JS on every page
// that would never run.
import { ThemeProvider } from '@mui/system';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { coreTexts } from './i18n/core';
import { initLocale, setCoreTexts, useLocale } from './i18n/locale';
import { theme } from './theme';

/** Everything under the theme re-mounts when the language changes, so every screen reads the new texts. */
function LocaleRoot() {
  const locale = useLocale();
  return (
    <BrowserRouter key={locale}>
      <App />
    </BrowserRouter>
  );
}

setCoreTexts(coreTexts);
const root = createRoot(document.getElementById('root')!);
// The starting language's texts are in place before the first render (no English flash for a Thai visitor).
void initLocale().then(() =>
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking
  // the main thread for its whole length (a phone stays responsive while the page builds).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={{ ...theme, vars: null }}>
          <CssBaseline />
          <LocaleRoot />
        </ThemeProvider>
      </StrictMode>,
    ),
  ),
);
