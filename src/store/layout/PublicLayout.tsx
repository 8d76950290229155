import { Box, Container } from '@mui/material';
import { startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';
import { Loading } from '../../ui/Loading';
import { preloadRoute } from '../routeData';
import { StoreStyles } from '../StoreStyles';
import { DrawingAfterLoad } from '../usePageLoaded';
import { storeTexts } from '../texts';
import { CookieBanner } from './CookieBanner';
import { Navbar } from './Navbar';

/**
 * The top bar comes in its own chunk, once the page itself is up (after load, when the browser idles):
 * its tooltips (MUI Tooltip, Popper) and the member session are ~10 kB gzip and a render that the
 * page's main content should not wait behind. The dark strip is drawn at once, at its final height,
 * so nothing moves when its contents arrive.
 */
const TopBar = lazyWithTimeout(() => import('./TopBar').then((m) => ({ default: m.TopBar })), { name: 'TopBar' });
const topBarStrip = <Box sx={{ bgcolor: '#404040', minHeight: 48 }} />;

// The page the visitor landed on starts fetching its data and code now, not after the first render.
if (typeof window !== 'undefined') preloadRoute(window.location.pathname, window.location.search);

/**
 * Renders `children` (else `fallback`) only once the page has loaded, pictures included, and the
 * browser then has a moment to spare: for parts of the frame the page's main content should not wait
 * behind. Its own state, set in a transition, so only this slot re-renders, in small slices.
 */
function AfterLoad({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(useContext(DrawingAfterLoad));
  useEffect(() => {
    const idle = typeof requestIdleCallback === 'function';
    const show = () => startTransition(() => setReady(true));
    let id = 0;
    const later = () => {
      id = idle ? requestIdleCallback(show, { timeout: 1000 }) : window.setTimeout(show, 50);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      if (idle) cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, []);
  return ready ? children : fallback;
}

/** The frame of every public page: top bar, navbar, the page, a footer and the cookie banner. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <StoreStyles />
      <header>
        <ChunkErrorBoundary>
          <AfterLoad fallback={topBarStrip}>
            <Suspense fallback={topBarStrip}>
              <TopBar />
            </Suspense>
          </AfterLoad>
        </ChunkErrorBoundary>
        <Navbar />
      </header>
      {/* At least a screen tall: the footer starts below the fold, so it never jumps down as the page fills in. */}
      <Container component="main" id="main" sx={{ flex: 1, py: 3, minHeight: '100vh' }}>
        <ChunkErrorBoundary>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </Container>
      <Box component="footer" sx={{ bgcolor: '#404040', color: '#fff', py: 3, textAlign: 'center', fontSize: 14 }}>
        {storeTexts.footer}
      </Box>
      {/* An overlay, so arriving late moves nothing; the page's own content comes first. */}
      <AfterLoad>
        <CookieBanner />
      </AfterLoad>
    </Box>
  );
}
