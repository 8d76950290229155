import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, Logout, Menu, ToggleThemeButton, UserMenu, useGetIdentity, useThemesContext, useTranslate, useUserMenu } from 'react-admin';
import { setLocale, useLocale, type Locale } from '../i18n/locale';
import { registry } from './registry';
import { adminShellTexts, languageTexts } from './texts';

function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/admin" primaryText={adminShellTexts.home} leftIcon={<DashboardIcon />} />
      {registry.map(({ name, label, icon: Icon }) => (
        <Menu.Item key={name} to={`/${name}`} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
}

/**
 * The language switch (issue 19): English and ไทย, each named in itself, the current one checked. It is
 * the site's one switch (src/i18n/locale.ts), so the storefront follows, and the choice is remembered.
 */
function LanguageItems() {
  const locale = useLocale();
  const userMenu = useUserMenu();
  const choose = (next: Locale) => {
    userMenu?.onClose();
    if (next !== locale) void setLocale(next, { chosen: true });
  };
  const items: Array<[Locale, string]> = [
    ['en', languageTexts.english],
    ['th', languageTexts.thai],
  ];
  return (
    <>
      {items.map(([value, name]) => (
        <MenuItem key={value} role="menuitemradio" aria-checked={value === locale} lang={value} onClick={() => choose(value)}>
          <ListItemIcon>{value === locale ? <CheckIcon fontSize="small" /> : <TranslateIcon fontSize="small" color="disabled" />}</ListItemIcon>
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
    </>
  );
}

/** The user menu's button shows the admin's name, so its accessible name is that name too (not a hidden "Profile"). */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : translate('ra.auth.user_menu')}>
      <LanguageItems />
      <Logout />
    </UserMenu>
  );
}

/**
 * react-admin's toolbar without its own language button (shown when the i18nProvider has two locales):
 * that one keeps the language in react-admin's store, which would disagree with the site's switch; ours
 * is in the user menu.
 */
function AdminToolbar() {
  const { darkTheme } = useThemesContext();
  return (
    <>
      {darkTheme && <ToggleThemeButton />}
      <LoadingIndicator />
    </>
  );
}

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} toolbar={<AdminToolbar />} />;

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    // The layout (react-admin's is at least as wide as its content) and its content column may be narrower than a table's columns (an empty list on a phone keeps its header
    // row): its scrolling box scrolls, instead of the column, and the page, growing wider than the screen.
    <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </Layout>
  );
}
