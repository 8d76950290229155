import Icon from '@mui/icons-material/FolderOutlined';
import { productCategorySkuCalls } from '../common/skuCategoryCalls';
import { defineResource } from '../common/resource';
import { ProductCategorySkuList } from './ProductCategorySkuList';

export default defineResource({ name: 'admin_product_category_sku', icon: Icon, list: ProductCategorySkuList, calls: productCategorySkuCalls });
