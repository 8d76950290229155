import Icon from '@mui/icons-material/BrushOutlined';
import { productDesignCalls } from './calls';
import { defineResource } from '../common/resource';
import { ProductDesignList } from './ProductDesignList';

export default defineResource({ name: 'admin_product_design', icon: Icon, list: ProductDesignList, calls: productDesignCalls });
