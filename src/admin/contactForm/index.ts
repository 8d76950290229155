import Icon from '@mui/icons-material/InboxOutlined';
import { contactFormCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_contact_form', icon: Icon, list: lazyScreen(() => import('./ContactFormList'), (m) => m.ContactFormList), calls: contactFormCalls });
