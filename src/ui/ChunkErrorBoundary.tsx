import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { messages } from '../messages';
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
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        {messages.loadingChunkFailed}
      </Alert>
    );
  }
}
