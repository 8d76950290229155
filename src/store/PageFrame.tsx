import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BackButton } from '../ui/BackButton';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * A page's heading (its one h1, also its document title), optional Back button and body: the frame
 * every public screen shares. `docTitle` overrides the document title when it should differ.
 */
export function PageFrame({ title, docTitle, back, children }: { title: string | undefined; docTitle?: string; back?: boolean; children?: ReactNode }) {
  useDocumentTitle(docTitle ?? title);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, minHeight: 40 }}>
        {back && <BackButton />}
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {title ?? '\u00a0'}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
