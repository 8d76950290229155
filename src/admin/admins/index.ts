import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { accountTexts } from '../../messages';
import { AdminsList } from './AdminsList';

export default { name: 'admin_admins', list: AdminsList, icon: AdminPanelSettingsIcon, options: { label: accountTexts.admins } };
