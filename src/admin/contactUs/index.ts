import Icon from '@mui/icons-material/ContactPhoneOutlined';
import { contactUsCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_contact_us', icon: Icon, list: lazyScreen(() => import('./ContactUsList'), (m) => m.ContactUsList), calls: contactUsCalls });
