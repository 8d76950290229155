import Icon from '@mui/icons-material/QrCode2Outlined';
import { productSkuCalls } from '../common/skuCalls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product_sku', icon: Icon, list: lazyScreen(() => import('./ProductSkuList'), (m) => m.ProductSkuList), calls: productSkuCalls });
