import Icon from '@mui/icons-material/StyleOutlined';
import { productTypeCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product_type', icon: Icon, list: lazyScreen(() => import('./ProductTypeList'), (m) => m.ProductTypeList), calls: productTypeCalls });
