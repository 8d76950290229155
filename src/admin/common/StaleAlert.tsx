import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { staleSaveTexts } from '../../contract/backOfficeTexts';
import { staleTexts } from '../texts';

/** The server refused a save based on a version someone has since replaced (409, staleSaveTexts). */
export const isStaleAnswer = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 409 && err.message.startsWith(staleSaveTexts.start);

/**
 * Someone saved the record after the screen loaded it (issue 20 §1.4): the server's text (who and when)
 * with Reload, which runs `reload` (the caller fetches the saved version into what the admin has not
 * touched, keeping what they typed, and the version the next save is based on); a reload that fails
 * says so beneath. Shared by the edit dialogs (RecordDialog) and the Sub Product Price rows.
 */
export function StaleAlert({ message, reload }: { message: string; reload: () => Promise<void> }) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async () => {
    setLoading(true);
    setFailed(null);
    try {
      await reload();
    } catch (err) {
      setFailed(err instanceof Error && err.message ? err.message : staleTexts.reloadFailed);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" onClick={() => void run()} disabled={loading}>
          {staleTexts.reload}
        </Button>
      }
    >
      {message}
      {failed && <div>{`${staleTexts.reloadFailed}: ${failed}`}</div>}
    </Alert>
  );
}

/** After Reload: the fields show the saved version but those the admin changed. */
export function StaleReloaded() {
  return (
    <Alert severity="info" role="status">
      {staleTexts.reloaded}
    </Alert>
  );
}
