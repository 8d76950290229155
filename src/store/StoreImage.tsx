import { Box, type SxProps, type Theme } from '@mui/material';
import { imageSrcSet, imageUrl } from '../api/images';
import { storeTexts } from './texts';

export interface StoreImageProps {
  path: string | null | undefined;
  alt: string;
  /** The picture's intrinsic size: reserves its box before it loads, so nothing moves. */
  width: number;
  height: number;
  /** The `sizes` hint for choosing from the srcset, e.g. "(min-width: 900px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold: load now (and, for the page's main picture, first). */
  eager?: boolean;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An uploaded picture with its resized copies as srcset, its size reserved, and lazy loading unless it
 * is above the fold. With no picture, a neutral box of the same size says so.
 */
export function StoreImage({ path, alt, width, height, sizes, eager, priority, sx }: StoreImageProps) {
  const box = { display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', bgcolor: 'grey.200' } as const;
  if (!path) {
    return (
      <Box role="img" aria-label={alt} sx={[box, { display: 'grid', placeItems: 'center', color: 'text.secondary', fontSize: 14 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {storeTexts.noPhotoShort}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={imageUrl(path)}
      srcSet={imageSrcSet(path)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      sx={[box, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
