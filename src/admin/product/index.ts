import Icon from '@mui/icons-material/Inventory2Outlined';
import { productCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product', icon: Icon, list: lazyScreen(() => import('./ProductList'), (m) => m.ProductList), calls: productCalls });
