import Icon from '@mui/icons-material/GroupOutlined';
import { memberCalls } from './calls';
import { defineResource } from '../common/resource';
import { MemberList } from './MemberList';

export default defineResource({ name: 'admin_member', icon: Icon, list: MemberList, calls: memberCalls });
