import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { IMAGE_WIDTHS, imageUrl } from '../../api/images';

export interface LightboxPhoto {
  path: string;
  alt: string;
  /** The original's size (the resized copies keep its proportions). */
  width: number;
  height: number;
}

/** The resized copies of an upload, for the lightbox to pick from as it zooms. */
function sources(p: LightboxPhoto) {
  const m = /^(\/uploads\/[0-9a-f]{24})\.webp$/.exec(p.path);
  const copies = m
    ? IMAGE_WIDTHS.filter((w) => w < p.width).map((w) => ({ src: imageUrl(`${m[1]}-w${w}.webp`), width: w, height: Math.round((p.height * w) / p.width) }))
    : [];
  return [...copies, { src: imageUrl(p.path), width: p.width, height: p.height }];
}

/**
 * The full-screen photo viewer (its own chunk, loaded on first open): swipe or arrows between photos,
 * zoom with the buttons, the wheel or a pinch, and drag the zoomed photo.
 */
export default function ProductLightbox({ photos, index, onClose, onView }: { photos: LightboxPhoto[]; index: number; onClose: () => void; onView: (i: number) => void }) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: i }) => onView(i) }}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: photos.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      slides={photos.map((p) => {
        const srcSet = sources(p);
        return { src: srcSet[srcSet.length - 1].src, alt: p.alt, width: p.width, height: p.height, srcSet };
      })}
    />
  );
}
