import Icon from '@mui/icons-material/ViewCarouselOutlined';
import { sliderCalls } from '../../dataProvider/slider';
import { defineResource } from '../common/resource';
import { SliderList } from './SliderList';

export default defineResource({ name: 'admin_slider', icon: Icon, list: SliderList, calls: sliderCalls });
