import Icon from '@mui/icons-material/PriceChangeOutlined';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_sub_product_price', icon: Icon, list: lazyScreen(() => import('./SubProductPriceScreen'), (m) => m.SubProductPriceScreen) });
