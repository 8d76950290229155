import { Box } from '@mui/material';
import { imageSrcSet, imageUrl } from '../../api/images';

/** A table thumbnail (spec.md §9: 50 to 180 px). */
export function Thumb({ path, alt, size = 64 }: { path?: string | null; alt: string; size?: number }) {
  if (!path) return null;
  return (
    <Box
      component="img"
      src={imageUrl(path)}
      srcSet={imageSrcSet(path)}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
