import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { dataProvider } from '../dataProvider';
import { adminLinks } from '../messages';
import { AdminHome } from './AdminHome';
import { AdminLayout } from './AdminLayout';
import { AdminPlaceholder } from './AdminPlaceholder';
import admins from './admins';
import { authProvider } from './authProvider';
import category from './category';
import { i18nProvider } from './i18nProvider';

/** Screens built as react-admin resources; every other admin link shows its frame until built. */
const built = new Set(['/admin_category', '/admin_admins']);

/** The back-office, mounted inside the site's router; each resource name is its spec.md path. */
export default function AdminApp() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AdminLayout}
      dashboard={AdminHome}
      loginPage={false}
      requireAuth
      disableTelemetry
      title="Selvedge admin"
    >
      <Resource {...category} />
      <Resource {...admins} />
      <CustomRoutes>
        <Route path="/admin" element={<AdminHome />} />
        {adminLinks
          .filter(([, path]) => !built.has(path))
          .map(([label, path]) => (
            <Route key={path} path={path} element={<AdminPlaceholder title={label} />} />
          ))}
      </CustomRoutes>
    </Admin>
  );
}
