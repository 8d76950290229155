import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { Loading } from '../../ui/Loading';
import { Navbar } from './Navbar';
import { TopBar } from './TopBar';

/** The frame of every public page: top bar, navbar, the page, and a footer. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header>
        <TopBar />
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
        © Selvedge fabrics, Bangkok
      </Box>
    </Box>
  );
}
