import { Box, CircularProgress, Typography } from '@mui/material';
import { messages } from '../messages';

/** The spinner with spec.md's default text 'Loading...'. */
export function Loading({ text = messages.loading }: { text?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
