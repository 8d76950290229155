import { deepmerge } from '@mui/utils';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { storefrontTheme } from '../theme';
import type { Locale } from '../i18n/locale';
import { localeMuiTexts } from './adminLocale';
import { kitTexts } from './texts';

const theme = storefrontTheme();

/** The back-office in the storefront's colours (charcoal chrome, green accents, warm paper), not stock react-admin blue. */
export const adminTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    primary: { main: theme.palette.primary.main },
    secondary: { main: theme.palette.secondary.main, contrastText: '#fff' },
    background: { default: theme.palette.background.default },
    // MUI's #ed6c02 under white text is 3.1:1 (the 'pending' chip on /admin_admins); this amber is 5:1.
    warning: { main: '#b45309', contrastText: '#fff' },
    // MUI's #d32f2f text on a hovered error button's tint (#f4eded on this paper) is 4.31:1 (axe, /admin_admins
    // with the pointer resting on Reject); red 800 is 5:1 there and 5.6:1 on white.
    error: { main: '#c62828' },
  },
  shape: theme.shape,
  typography: { fontFamily: theme.typography.fontFamily },
  components: {
    MuiAppBar: { styleOverrides: { root: { backgroundColor: theme.palette.primary.main, color: '#fff' } } },
    RaMenuItemLink: { styleOverrides: { root: { '&.RaMenuItemLink-active': { fontWeight: 700, color: theme.palette.primary.main } } } },
  },
});

/**
 * The theme in the current language: MUI's own texts (the raw table paging of the server-paged lists,
 * the autocomplete's Open and Clear, an alert's Close) from MUI's Thai locale when Thai is on, and the
 * page buttons' landmark named from kitTexts (MUI's Thai leaves it empty).
 */
export function localeAdminTheme(locale: Locale): RaThemeOptions {
  const mui = localeMuiTexts();
  if (locale === 'en' || !mui) return adminTheme;
  return deepmerge(deepmerge(adminTheme, mui), { components: { MuiPagination: { defaultProps: { 'aria-label': kitTexts.pagination } } } });
}
