import Icon from '@mui/icons-material/AccountTreeOutlined';
import { productParentsSkuCalls } from './calls';
import { defineResource } from '../common/resource';
import { ProductParentsSkuList } from './ProductParentsSkuList';

export default defineResource({ name: 'admin_product_parents_sku', icon: Icon, list: ProductParentsSkuList, calls: productParentsSkuCalls });
