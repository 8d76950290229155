import Icon from '@mui/icons-material/ManageSearchOutlined';
import { searchSynonymCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_search_synonym', icon: Icon, list: lazyScreen(() => import('./SearchSynonymList'), (m) => m.SearchSynonymList), calls: searchSynonymCalls });
