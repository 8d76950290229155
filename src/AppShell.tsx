import { CssBaseline } from '@mui/material';
// @mui/system's provider, given the theme as @mui/material's passes one without CSS variables (ours:
// with `vars: null`, which nested themes such as the back-office's inherit): the material one also
// brings the CSS-variables provider and colour-scheme script, about 3 kB gzip of JS on every page
// that would never run.
import { ThemeProvider } from '@mui/system';
import { StrictMode, type ReactNode } from 'react';
import { storefrontTheme } from './theme';

/** The storefront's theme as the provider takes it, built when the first screen is drawn (src/theme.ts). */
let rootTheme: object | undefined;

/** Around every page, in the browser (src/main.tsx) and when the server draws its first HTML (src/entry-server.tsx). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={(rootTheme ??= { ...storefrontTheme(), vars: null })}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </StrictMode>
  );
}
