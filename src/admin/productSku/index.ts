import Icon from '@mui/icons-material/QrCode2Outlined';
import { productSkuCalls } from '../common/skuCalls';
import { defineResource } from '../common/resource';
import { ProductSkuList } from './ProductSkuList';

export default defineResource({ name: 'admin_product_sku', icon: Icon, list: ProductSkuList, calls: productSkuCalls });
