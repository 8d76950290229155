import Icon from '@mui/icons-material/TableChartOutlined';
import { productSkuCalls } from '../common/skuCalls';
import { defineResource } from '../common/resource';
import { ProductSkuMerchantAllList } from './ProductSkuMerchantAllList';

export default defineResource({ name: 'admin_product_sku_merchant_all', icon: Icon, list: ProductSkuMerchantAllList, calls: productSkuCalls });
