import Icon from '@mui/icons-material/BrushOutlined';
import { productDesignCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_product_design', icon: Icon, list: lazyScreen(() => import('./ProductDesignList'), (m) => m.ProductDesignList), calls: productDesignCalls });
