import Icon from '@mui/icons-material/ContactPhoneOutlined';
import { contactUsCalls } from './calls';
import { defineResource } from '../common/resource';
import { ContactUsList } from './ContactUsList';

export default defineResource({ name: 'admin_contact_us', icon: Icon, list: ContactUsList, calls: contactUsCalls });
