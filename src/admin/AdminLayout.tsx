import DashboardIcon from '@mui/icons-material/Dashboard';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import type { ReactNode } from 'react';
import { Layout, Menu } from 'react-admin';
import { adminLinks } from '../messages';

function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/admin" primaryText="Admin" leftIcon={<DashboardIcon />} />
      {adminLinks.map(([label, path]) => (
        <Menu.Item key={path} to={path} primaryText={label} leftIcon={<LabelIcon />} />
      ))}
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
