import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { adminsCalls } from './calls';
import { defineResource } from '../common/resource';
import { AdminsList } from './AdminsList';

export default defineResource({ name: 'admin_admins', icon: AdminPanelSettingsIcon, list: AdminsList, calls: adminsCalls });
