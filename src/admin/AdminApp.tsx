import { use, useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { useLocale } from '../i18n/locale';
import { createDataProvider } from '../dataProvider';
import { AdminHome } from './AdminHome';
import { AdminLayout } from './AdminLayout';
import { adminTextsReady } from './adminLocale';
import { localeAdminTheme } from './adminTheme';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18nProvider';
import { registry } from './registry';
import { adminShellTexts } from './texts';

/** The dataProvider's rows, taken from the registry so each resource is declared once. */
const dataProvider = createDataProvider(Object.fromEntries(registry.flatMap((r) => (r.calls ? [[r.name, r.calls]] : []))));

/** The back-office, mounted inside the site's router; each resource name is its spec.md path. */
export default function AdminApp() {
  // The back-office's texts are in the current language before it renders (the Thai pack is a chunk of its own).
  use(adminTextsReady());
  const locale = useLocale();
  // MUI's own texts follow the language too (the Thai locale comes with the Thai chunk).
  const theme = useMemo(() => localeAdminTheme(locale), [locale]);
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AdminLayout}
      dashboard={AdminHome}
      theme={theme}
      loginPage={false}
      requireAuth
      disableTelemetry
      title={adminShellTexts.title}
    >
      {registry.map((r) => (
        <Resource key={r.name} name={r.name} list={r.list} icon={r.icon} options={{ label: r.label }} />
      ))}
      <CustomRoutes>
        <Route path="/admin" element={<AdminHome />} />
      </CustomRoutes>
    </Admin>
  );
}
