import Icon from '@mui/icons-material/Inventory2Outlined';
import { productCalls } from '../../dataProvider/product';
import { defineResource } from '../common/resource';
import { ProductList } from './ProductList';

export default defineResource({ name: 'admin_product', icon: Icon, list: ProductList, calls: productCalls });
