import Icon from '@mui/icons-material/ArticleOutlined';
import { blogCalls } from './calls';
import { defineResource } from '../common/resource';
import { BlogList } from './BlogList';

export default defineResource({ name: 'admin_blog', icon: Icon, list: BlogList, calls: blogCalls });
