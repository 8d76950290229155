import { Box, Container } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';
import { Loading } from '../../ui/Loading';
import { preloadRoute } from '../routeData';
import { storeTexts } from '../texts';
import { CookieBanner } from './CookieBanner';
import { Navbar } from './Navbar';

/**
 * The top bar comes in its own chunk, once the page itself is up (the browser's first idle moment):
 * its tooltips (MUI Tooltip, Popper) and the member session are ~10 kB gzip and a render that the
 * page's main content should not wait behind. The dark strip is drawn at once, at its final height,
 * so nothing moves when its contents arrive.
 */
const TopBar = lazyWithTimeout(() => import('./TopBar').then((m) => ({ default: m.TopBar })));
const topBarStrip = <Box sx={{ bgcolor: '#404040', minHeight: 48 }} />;

// The page the visitor landed on starts fetching its data and code now, not after the first render.
if (typeof window !== 'undefined') preloadRoute(window.location.pathname);

/** False until the browser first has nothing else to do (or 1.5 s at most), then true. */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 200);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/** The frame of every public page: top bar, navbar, the page, a footer and the cookie banner. */
export function PublicLayout() {
  const topBar = useWhenIdle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header>
        <ChunkErrorBoundary>
          <Suspense fallback={topBarStrip}>{topBar ? <TopBar /> : topBarStrip}</Suspense>
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
      <CookieBanner />
    </Box>
  );
}
