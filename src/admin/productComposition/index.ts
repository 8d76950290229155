import Icon from '@mui/icons-material/ScienceOutlined';
import { productCompositionCalls } from './calls';
import { defineResource } from '../common/resource';
import { ProductCompositionList } from './ProductCompositionList';

export default defineResource({ name: 'admin_product_composition', icon: Icon, list: ProductCompositionList, calls: productCompositionCalls });
