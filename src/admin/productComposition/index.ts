import Icon from '@mui/icons-material/ScienceOutlined';
import { productCompositionCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product_composition', icon: Icon, list: lazyScreen(() => import('./ProductCompositionList'), (m) => m.ProductCompositionList), calls: productCompositionCalls });
