import Icon from '@mui/icons-material/ViewCarouselOutlined';
import { sliderCalls } from './calls';
import { defineResource } from '../common/resource';
import { SliderList } from './SliderList';

export default defineResource({ name: 'admin_slider', icon: Icon, list: SliderList, calls: sliderCalls });
