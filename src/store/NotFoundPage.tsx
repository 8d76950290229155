import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../messages';
import { storeTexts } from './texts';
import { useDocumentTitle } from './useDocumentTitle';

/** Any path no route claims: spec.md's 'Page Not Found 404', and a way home. */
export default function NotFoundPage() {
  useDocumentTitle(messages.pageNotFound);
  return (
    <>
      <Typography variant="h1" sx={{ my: 4 }}>
        {messages.pageNotFound}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" aria-label={storeTexts.homeLink}>
        SELVEDGE
      </Button>
    </>
  );
}
