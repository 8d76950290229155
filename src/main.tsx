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
import { theme } from './theme';

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of blocking
// the main thread for its whole length (a phone stays responsive while the page builds).
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={{ ...theme, vars: null }}>
        <CssBaseline />
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  ),
);
