import type { CSSProperties } from 'react';
import { imageSrcSet, imageUrl } from '../api/images';
import { storeTexts } from './texts';

interface StoreImageProps {
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
  style?: CSSProperties;
}

/**
 * An uploaded picture with its resized copies as srcset, its size reserved, and lazy loading unless it
 * is above the fold. With no picture, a neutral box of the same size says so. Styled by the .sv-img
 * class (StoreStyles), not per element: it appears many times per page.
 */
export function StoreImage({ path, alt, width, height, sizes, eager, priority, style }: StoreImageProps) {
  const box: CSSProperties = { aspectRatio: `${width} / ${height}`, ...style };
  if (!path) {
    return (
      <span role="img" aria-label={alt || storeTexts.noPhotoShort} className="sv-img sv-img-missing" style={box}>
        {storeTexts.noPhotoShort}
      </span>
    );
  }
  return (
    <img
      className="sv-img"
      src={imageUrl(path)}
      srcSet={imageSrcSet(path)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={box}
    />
  );
}
