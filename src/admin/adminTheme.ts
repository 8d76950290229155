import { deepmerge } from '@mui/utils';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { theme } from '../theme';

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
