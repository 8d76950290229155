import Icon from '@mui/icons-material/StyleOutlined';
import { productTypeCalls } from './calls';
import { defineResource } from '../common/resource';
import { ProductTypeList } from './ProductTypeList';

export default defineResource({ name: 'admin_product_type', icon: Icon, list: ProductTypeList, calls: productTypeCalls });
