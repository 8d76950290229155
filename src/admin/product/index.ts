import Icon from '@mui/icons-material/Inventory2Outlined';
import { productCalls } from './calls';
import { defineResource } from '../common/resource';
import { ProductList } from './ProductList';

export default defineResource({ name: 'admin_product', icon: Icon, list: ProductList, calls: productCalls });
