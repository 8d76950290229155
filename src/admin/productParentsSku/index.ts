import Icon from '@mui/icons-material/AccountTreeOutlined';
import { productParentsSkuCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product_parents_sku', icon: Icon, list: lazyScreen(() => import('./ProductParentsSkuList'), (m) => m.ProductParentsSkuList), calls: productParentsSkuCalls });
