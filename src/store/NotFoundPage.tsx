import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../messages';

export default function NotFoundPage() {
  return (
    <>
      <Typography variant="h1" sx={{ my: 4 }}>
        {messages.pageNotFound}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        SELVEDGE
      </Button>
    </>
  );
}
