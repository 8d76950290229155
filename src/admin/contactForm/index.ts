import Icon from '@mui/icons-material/InboxOutlined';
import { contactFormCalls } from './calls';
import { defineResource } from '../common/resource';
import { ContactFormList } from './ContactFormList';

export default defineResource({ name: 'admin_contact_form', icon: Icon, list: ContactFormList, calls: contactFormCalls });
