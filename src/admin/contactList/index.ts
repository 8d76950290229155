import Icon from '@mui/icons-material/ContactsOutlined';
import { contactListCalls } from './calls';
import { defineResource } from '../common/resource';
import { ContactListScreen } from './ContactListScreen';

export default defineResource({ name: 'admin_contact_list', icon: Icon, list: ContactListScreen, calls: contactListCalls });
