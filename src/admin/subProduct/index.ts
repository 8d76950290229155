import Icon from '@mui/icons-material/ColorLensOutlined';
import { subProductCalls } from './calls';
import { defineResource } from '../common/resource';
import { SubProductList } from './SubProductList';

export default defineResource({ name: 'admin_sub_product', icon: Icon, list: SubProductList, calls: subProductCalls });
