import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { adminsCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_admins', icon: AdminPanelSettingsIcon, list: lazyScreen(() => import('./AdminsList'), (m) => m.AdminsList), calls: adminsCalls });
