import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useCreate, useRefresh } from 'react-admin';
import { messages } from '../../messages';
import { ImagePicker } from '../../ui/ImagePicker';

/** spec.md: dialogs close about 300 ms after a successful save. */
export const DIALOG_CLOSE_DELAY_MS = 300;

/** The 'New Category' button and dialog: name, description, image with preview; Save and Cancel. */
export function CategoryCreate() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [discription, setDiscription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const refresh = useRefresh();

  const reset = () => {
    setName('');
    setDiscription('');
    setImage(null);
    setError(null);
  };
  const close = () => {
    setOpen(false);
    reset();
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !image) {
      setError(messages.noValues);
      window.alert(messages.noValue);
      return;
    }
    setError(null);
    create(
      'admin_category',
      { data: { name: name.trim(), discription, image } },
      {
        onSuccess: () => {
          refresh();
          setTimeout(close, DIALOG_CLOSE_DELAY_MS);
        },
        onError: (err) => {
          console.warn('add category failed', err);
          setError(messages.addCategoryError);
        },
      },
    );
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {messages.newCategory}
      </Button>
      <Dialog open={open} onClose={isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={save} noValidate>
          <DialogTitle id={titleId}>{messages.newCategory}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} error={error === messages.noValues && !name.trim()} autoFocus />
              <TextField label={messages.discription} multiline minRows={3} value={discription} onChange={(e) => setDiscription(e.target.value)} />
              <ImagePicker label="Image" required file={image} onChange={setImage} error={error === messages.noValues && !image} />
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isPending} startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
