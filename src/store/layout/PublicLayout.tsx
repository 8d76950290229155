import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';
import { Loading } from '../../ui/Loading';
import { storeTexts } from '../texts';
import { CookieBanner } from './CookieBanner';
import { Navbar } from './Navbar';

/**
 * The top bar comes in its own chunk, right after the first paint: its tooltips (MUI Tooltip, Popper)
 * and the member session are ~10 kB gzip that the first render of a page does not need. The strip
 * itself is drawn at once, at its final height, so nothing moves when its contents arrive.
 */
const TopBar = lazyWithTimeout(() => import('./TopBar').then((m) => ({ default: m.TopBar })));
const topBarStrip = <Box sx={{ bgcolor: '#404040', minHeight: 48 }} />;

/** The frame of every public page: top bar, navbar, the page, a footer and the cookie banner. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header>
        <ChunkErrorBoundary>
          <Suspense fallback={topBarStrip}>
            <TopBar />
          </Suspense>
        </ChunkErrorBoundary>
        <Navbar />
      </header>
      <Container component="main" id="main" sx={{ flex: 1, py: 3 }}>
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
