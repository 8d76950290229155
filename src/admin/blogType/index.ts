import Icon from '@mui/icons-material/CategoryOutlined';
import { blogTypeCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_blog_type', icon: Icon, list: lazyScreen(() => import('./BlogTypeList'), (m) => m.BlogTypeList), calls: blogTypeCalls });
