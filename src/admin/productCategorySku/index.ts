import Icon from '@mui/icons-material/FolderOutlined';
import { productCategorySkuCalls } from '../common/skuCategoryCalls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product_category_sku', icon: Icon, list: lazyScreen(() => import('./ProductCategorySkuList'), (m) => m.ProductCategorySkuList), calls: productCategorySkuCalls });
