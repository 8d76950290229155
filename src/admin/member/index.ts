import Icon from '@mui/icons-material/GroupOutlined';
import { memberCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_member', icon: Icon, list: lazyScreen(() => import('./MemberList'), (m) => m.MemberList), calls: memberCalls });
