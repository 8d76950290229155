import Icon from '@mui/icons-material/TableChartOutlined';
import { productSkuCalls } from '../common/skuCalls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product_sku_merchant_all', icon: Icon, list: lazyScreen(() => import('./ProductSkuMerchantAllList'), (m) => m.ProductSkuMerchantAllList), calls: productSkuCalls });
