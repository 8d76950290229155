import Icon from '@mui/icons-material/ContactsOutlined';
import { contactListCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_contact_list', icon: Icon, list: lazyScreen(() => import('./ContactListScreen'), (m) => m.ContactListScreen), calls: contactListCalls });
