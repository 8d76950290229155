import Icon from '@mui/icons-material/ColorLensOutlined';
import { subProductCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_sub_product', icon: Icon, list: lazyScreen(() => import('./SubProductList'), (m) => m.SubProductList), calls: subProductCalls });
