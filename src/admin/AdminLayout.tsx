import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, Menu, UserMenu, useGetIdentity } from 'react-admin';
import { registry } from './registry';

function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/admin" primaryText="Admin" leftIcon={<DashboardIcon />} />
      {registry.map(({ name, label, icon: Icon }) => (
        <Menu.Item key={name} to={`/${name}`} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
}

/** The user menu's button shows the admin's name, so its accessible name is that name too (not a hidden "Profile"). */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : 'Profile'}>
      <Logout />
    </UserMenu>
  );
}

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    // The layout (react-admin's is at least as wide as its content) and its content column may be narrower than a table's columns (an empty list on a phone keeps its header
    // row): its scrolling box scrolls, instead of the column, and the page, growing wider than the screen.
    <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </Layout>
  );
}
