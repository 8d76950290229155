import Icon from '@mui/icons-material/PreviewOutlined';
import { defineResource } from '../common/resource';
import { SkuMerchantPreview } from './SkuMerchantPreview';

export default defineResource({ name: 'admin_sku_merchant_preview', icon: Icon, list: SkuMerchantPreview });
