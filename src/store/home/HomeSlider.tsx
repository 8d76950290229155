import { Skeleton } from '@mui/material';
import { sliderApi, type Slider } from '../../contract/slider';
import { useResult } from '../useApi';
import { Carousel } from './Carousel';

/** The home slider on the active slides (spec.md §7: the home page asks for status true). */
export function HomeSlider() {
  const { data, error } = useResult<Slider[]>(sliderApi.listActive, { body: { status: true } });
  if (error || data?.length === 0) return null;
  if (!data) {
    return (
      <Skeleton variant="rectangular" sx={{ aspectRatio: { xs: '16 / 9', sm: '8 / 3' }, height: 'auto', borderRadius: 2, mb: 'calc(32px + 8px + 32px)' }} />
    );
  }
  return <Carousel slides={data.map((s) => ({ id: s._id, image: s.url, caption: s.title }))} />;
}
