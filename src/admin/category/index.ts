import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { categoryCalls } from './calls';
import { defineResource } from '../common/resource';
import { CategoryList } from './CategoryList';

export default defineResource({ name: 'admin_category', icon: CategoryIcon, list: CategoryList, calls: categoryCalls });
