import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { Box, Typography } from '@mui/material';
import { imageSrcSet, imageUrl } from '../../api/images';
import { skuAdminTexts } from '../texts';

/**
 * A table thumbnail (spec.md §9: 50 to 180 px). `waiting`: the file name of a photo an import named
 * that is not uploaded yet; the row says it waits for it rather than showing nothing.
 */
export function Thumb({ path, alt, size = 64, waiting }: { path?: string | null; alt: string; size?: number; waiting?: string }) {
  if (!path && waiting) {
    return (
      <Box
        role="img"
        aria-label={skuAdminTexts.waitingPhoto(waiting)}
        title={skuAdminTexts.waitingPhoto(waiting)}
        sx={{ width: size, minHeight: size, display: 'grid', placeItems: 'center', bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 1, p: 0.5, boxSizing: 'border-box' }}
      >
        <HourglassIcon fontSize="small" />
        <Typography variant="caption" sx={{ lineHeight: 1.1, textAlign: 'center' }}>
          {skuAdminTexts.waitingShort}
        </Typography>
      </Box>
    );
  }
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
