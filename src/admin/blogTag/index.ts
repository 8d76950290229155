import Icon from '@mui/icons-material/LabelOutlined';
import { blogTagCalls } from './calls';
import { defineResource } from '../common/resource';
import { BlogTagList } from './BlogTagList';

export default defineResource({ name: 'admin_blog_tag', icon: Icon, list: BlogTagList, calls: blogTagCalls });
