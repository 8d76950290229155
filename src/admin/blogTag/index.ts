import Icon from '@mui/icons-material/LabelOutlined';
import { blogTagCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_blog_tag', icon: Icon, list: lazyScreen(() => import('./BlogTagList'), (m) => m.BlogTagList), calls: blogTagCalls });
