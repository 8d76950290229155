import CategoryIcon from '@mui/icons-material/Category';
import { CategoryList } from './CategoryList';

export default { name: 'admin_category', list: CategoryList, icon: CategoryIcon, options: { label: 'Category' } };
