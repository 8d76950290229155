import { createTheme } from '@mui/material/styles';

let built: ReturnType<typeof createTheme> | undefined;

/**
 * The storefront's look: charcoal (#404040) chrome, green call-to-action, warm neutral paper. Built on
 * first use, when the first screen is drawn, not while the page's scripts are evaluated: that is one
 * long task already on a phone, and building a theme takes a few milliseconds of it.
 */
export function storefrontTheme() {
  built ??= createTheme({
    palette: {
      primary: { main: '#404040' },
      secondary: { main: '#2e7d32' },
      success: { main: '#2e7d32' },
      background: { default: '#faf8f4' },
    },
    shape: { borderRadius: 8 },
    typography: {
      // Noto Sans Thai first: it covers only Thai (unicode-range in index.html), so Latin text keeps the
      // system font, and Thai never falls to a system font without Thai glyphs (Chromium then draws boxes).
      fontFamily: '"Noto Sans Thai", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
    },
  });
  return built;
}
