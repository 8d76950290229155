import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BackButton } from '../ui/BackButton';

/** A page's heading, optional Back button and body: the frame every public screen shares. */
export function PageFrame({ title, back, children }: { title: string; back?: boolean; children?: ReactNode }) {
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        {back && <BackButton />}
        <Typography variant="h1">{title}</Typography>
      </Stack>
      {children}
    </Box>
  );
}
