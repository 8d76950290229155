import Icon from '@mui/icons-material/PreviewOutlined';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_sku_merchant_preview', icon: Icon, list: lazyScreen(() => import('./SkuMerchantPreview'), (m) => m.SkuMerchantPreview) });
