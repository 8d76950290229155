import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { BackButton } from '../../ui/BackButton';

/** Every admin screen's frame: Back button, heading, optional actions on the right, then the body. */
export function AdminScreen({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <BackButton fallback="/admin" />
        <Typography variant="h1" sx={{ fontSize: '1.6rem', flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
