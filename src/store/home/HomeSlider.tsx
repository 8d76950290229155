import { Skeleton } from '@mui/material';
import type { Slider } from '../../contract/slider';
import { useResult } from '../useApi';
import { Carousel } from './Carousel';

export const slidersKey = '/slider/get_slider_data_by_status';

/** The home slider on the active slides (spec.md §7: the home page asks for status true). */
export function HomeSlider() {
  const { data, error } = useResult<Slider[]>(slidersKey, { status: true });
  if (error || data?.length === 0) return null;
  if (!data) {
    return (
      <Skeleton variant="rectangular" sx={{ aspectRatio: { xs: '16 / 9', sm: '8 / 3' }, height: 'auto', borderRadius: 2, mb: 'calc(32px + 8px + 32px)' }} />
    );
  }
  return <Carousel slides={data.map((s) => ({ id: s._id, image: s.url, caption: s.title }))} />;
}
