import Icon from '@mui/icons-material/PriceChangeOutlined';
import { defineResource } from '../common/resource';
import { SubProductPriceScreen } from './SubProductPriceScreen';

export default defineResource({ name: 'admin_sub_product_price', icon: Icon, list: SubProductPriceScreen });
