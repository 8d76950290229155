import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../messages';
import { useDocumentTitle } from './useDocumentTitle';
import { useTexts } from '../i18n/locale';

/**
 * spec.md's 'Page Not Found 404' for any path no route claims, and for a record page whose record does
 * not exist (the server answers both with HTTP 404); `detail` says which record is missing. Its one
 * button names where it goes.
 */
export default function NotFoundPage({ detail }: { detail?: string }) {
  useTexts('pages');
  useDocumentTitle(messages.pageNotFound);
  return (
    <>
      <Typography variant="h1" sx={{ my: 4 }}>
        {messages.pageNotFound}
      </Typography>
      {detail && <Typography sx={{ mb: 3 }}>{detail}</Typography>}
      <Button component={RouterLink} to="/" variant="contained">
        {messages.backToHomePage}
      </Button>
    </>
  );
}
