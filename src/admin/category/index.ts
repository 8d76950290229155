import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { categoryCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_category', icon: CategoryIcon, list: lazyScreen(() => import('./CategoryList'), (m) => m.CategoryList), calls: categoryCalls });
