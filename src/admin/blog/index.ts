import Icon from '@mui/icons-material/ArticleOutlined';
import { blogCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_blog', icon: Icon, list: lazyScreen(() => import('./BlogList'), (m) => m.BlogList), calls: blogCalls });
