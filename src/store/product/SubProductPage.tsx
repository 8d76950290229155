import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Box, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { ParentSku } from '../../contract/productSku';
import { skuTexts } from '../../messages';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';
import { LazyNotFoundPage as NotFoundPage } from '../notFound';
import { PageFrame } from '../PageFrame';
import { productTexts } from '../productTexts';
import { SafeHtml } from '../SafeHtml';
import { skeletonLine } from '../Skeletons';
import { StoreImage } from '../StoreImage';
import { listStatus } from '../useApi';
import { ColourGrid } from './ColourGrid';
import type { LightboxPhoto } from './ProductLightbox';
import { SellPanel } from './SellPanel';
import { mainPhotoSizes, useColours, useParentSku } from './useParentSkus';
import { useTexts } from '../../i18n/locale';

const ProductLightbox = lazyWithTimeout(() => import('./ProductLightbox'), { name: 'ProductLightbox' });
/** The colours of any fabric nearest the chosen (or first) colour (issue 18 §3): a chunk of its own, after the page. */
const ClosestColours = lazyWithTimeout(() => import('../colour/ClosestColours'), { name: 'ClosestColours' });

const factsSx = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 2,
  rowGap: 0.75,
  m: 0,
  my: 2,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, fontWeight: 600 },
} as const;

/** The fabric's facts as a description list (one style for the list, plain dt/dd inside). */
function Facts({ parent }: { parent: ParentSku }) {
  const rows: Array<[string, string]> = [
    [productTexts.composition, parent.composition],
    [productTexts.weaving, parent.weaving],
    [productTexts.width, parent.width],
    [productTexts.productType, parent.productType],
    [productTexts.design, parent.designs?.join(', ') ?? ''],
  ];
  return (
    <Box component="dl" sx={factsSx}>
      {rows
        .filter(([, v]) => v)
        .flatMap(([k, v]) => [<dt key={`${k}-t`}>{k}</dt>, <dd key={`${k}-d`}>{v}</dd>])}
    </Box>
  );
}

/** In place of the sell panel when the fabric is switched off (an old link): it is not for sale. */
function Discontinued() {
  return (
    <Box role="note" sx={{ borderLeft: 4, borderColor: 'warning.main', bgcolor: 'rgba(237, 108, 2, 0.08)', px: 2, py: 1.5, borderRadius: 1 }}>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {skuTexts.discontinued}
      </Typography>
      <Typography component="p" variant="body2">
        {skuTexts.discontinuedNote}
      </Typography>
    </Box>
  );
}

/**
 * /sub_product/{parentsSku}: Back; the main photo (opens the lightbox); the sell panel; the fabric's
 * details and description; the colour count and the colour photos with their SKU codes. A discontinued
 * (switched-off) fabric says so instead of offering the sell panel; its server-rendered page answers 404.
 * `?sku=CODE` (a search result's colour) marks that colour, scrolls to it and opens its photo, once.
 */
export default function SubProductPage() {
  useTexts('catalogue');
  const { parentsSku } = useParams();
  const parent = useParentSku(parentsSku);
  const colours = useColours(parentsSku);
  const colourStatus = listStatus(colours.data, colours.error);
  const [viewing, setViewing] = useState<number | null>(null);
  // useLocation, not useSearchParams: this page is in the first bundle, which holds no useSearchParams otherwise.
  const chosen = new URLSearchParams(useLocation().search).get('sku');
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const p = parent.data?.[0];
  const missing = parent.error || parent.data?.length === 0;

  const photos: LightboxPhoto[] = p
    ? [
        ...(p.path ? [{ path: p.path, alt: p.name, width: 600, height: 600 }] : []),
        ...(colours.data ?? []).filter((c) => c.path).map((c) => ({ path: c.path, alt: `${c.name} (${c.sku})`, width: 600, height: 600 })),
      ]
    : [];
  const openColour = (i: number) => {
    const c = colours.data?.[i];
    const at = c?.path ? photos.findIndex((ph) => ph.path === c.path) : -1;
    if (at >= 0) setViewing(at);
  };
  const count = colours.data?.length ?? 0;

  // The colour a link names opens once its page is there (not again when the visitor closes it):
  // state adjusted while rendering, as React advises over an effect.
  const chosenAt = p && chosen && chosen !== openedFor ? (colours.data?.findIndex((c) => c.sku === chosen) ?? -1) : -1;
  if (chosenAt >= 0) {
    setOpenedFor(chosen);
    const path = colours.data![chosenAt].path;
    const at = path ? photos.findIndex((ph) => ph.path === path) : -1;
    if (at >= 0) setViewing(at);
  }

  // No such parent SKU: the not-found page (the server answers this URL with 404 too).
  if (missing) return <NotFoundPage detail={productTexts.productNotFound} />;

  return (
    <PageFrame title={p?.name} docTitle={p && `${p.name} (${p.parentsSku})${p.isActived ? '' : ` — ${skuTexts.discontinued}`}`} back>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: { xs: 2, md: 4 }, alignItems: 'start', mb: 5 }}>
        <Box>
          {p ? (
            <Box
              component="button"
              type="button"
              aria-label={productTexts.openPhoto(p.name)}
              disabled={!p.path}
              onClick={() => setViewing(0)}
              sx={{ position: 'relative', display: 'block', width: '100%', p: 0, border: 0, bgcolor: 'transparent', borderRadius: 2, overflow: 'hidden', cursor: p.path ? 'zoom-in' : 'default', '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 } }}
            >
              <StoreImage path={p.path} alt={p.name} width={600} height={600} sizes={mainPhotoSizes} priority />
              {p.path && (
                <Box component="span" aria-hidden sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(255,255,255,0.9)', borderRadius: '50%', p: 0.75, display: 'grid' }}>
                  <ZoomInIcon />
                </Box>
              )}
            </Box>
          ) : (
            <span aria-hidden className="sv-skel" style={{ aspectRatio: '1 / 1' }} />
          )}
        </Box>
        <Box>
          {p ? (
            <>
              <Typography sx={{ fontWeight: 700, letterSpacing: 0.5, color: 'text.secondary' }}>
                {productTexts.productCode}: {p.parentsSku}
              </Typography>
              <Box sx={{ my: 2 }}>{p.isActived ? <SellPanel /> : <Discontinued />}</Box>
              <Typography component="h2" variant="h6">
                {productTexts.productDetails}
              </Typography>
              <Facts parent={p} />
              <SafeHtml html={p.discription} sx={{ lineHeight: 1.7, '& ul': { pl: 3 } }} />
            </>
          ) : (
            <>
              {skeletonLine('40%')}
              <span aria-hidden className="sv-skel" style={{ width: 170, height: 42, margin: '16px 0', borderRadius: 8 }} />
              {skeletonLine('90%')}
              {skeletonLine('80%')}
              {skeletonLine('85%')}
            </>
          )}
        </Box>
      </Box>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        {colourStatus === 'LOADING' ? skeletonLine(160) : productTexts.colourCount(colourStatus === 'READY' ? count : 0)}
      </Typography>
      <ColourGrid colours={colours.data} status={colourStatus} onOpen={openColour} current={chosen} />
      {p?.isActived && count > 0 && (
        <Suspense fallback={null}>
          <ClosestColours colours={colours.data!} chosen={chosen} />
        </Suspense>
      )}
      {viewing !== null && photos.length > 0 && (
        <Suspense fallback={null}>
          <ProductLightbox photos={photos} index={viewing} onClose={() => setViewing(null)} onView={setViewing} />
        </Suspense>
      )}
    </PageFrame>
  );
}
