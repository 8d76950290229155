import Icon from '@mui/icons-material/HistoryOutlined';
import { activityCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_activity', icon: Icon, list: lazyScreen(() => import('./ActivityList'), (m) => m.ActivityList), calls: activityCalls });
