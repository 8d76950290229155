import { Component, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { messages } from '../messages';
import { storeTexts } from '../store/texts';
import { ChunkLoadError } from './lazyWithTimeout';

interface State {
  failed: boolean;
}

/** Shows 'Loading chunk failed' with a reload button when a lazy part of the site cannot be fetched. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State | null {
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error;
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // A plain box rather than MUI's Alert: this boundary is on every page's first load, Alert and its icons are not.
    return (
      <Box
        role="alert"
        sx={{ m: 2, px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 2, borderRadius: 1, bgcolor: '#fdeded', color: '#5f2120' }}
      >
        <Box sx={{ flex: 1 }}>{messages.loadingChunkFailed}</Box>
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {storeTexts.reload}
        </Button>
      </Box>
    );
  }
}
