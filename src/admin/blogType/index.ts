import Icon from '@mui/icons-material/CategoryOutlined';
import { blogTypeCalls } from './calls';
import { defineResource } from '../common/resource';
import { BlogTypeList } from './BlogTypeList';

export default defineResource({ name: 'admin_blog_type', icon: Icon, list: BlogTypeList, calls: blogTypeCalls });
