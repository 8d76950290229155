import Icon from '@mui/icons-material/ViewCarouselOutlined';
import { sliderCalls } from './calls';
import { lazyScreen } from '../common/lazyScreen';
import { defineResource } from '../common/resource';

export default defineResource({ name: 'admin_slider', icon: Icon, list: lazyScreen(() => import('./SliderList'), (m) => m.SliderList), calls: sliderCalls });
