import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CreateBase } from 'react-admin';
import { RecordDialog, type RecordDialogProps } from './RecordDialog';
import { kitTexts } from '../texts';

/** A resource's add button and dialog (the resource comes from the list's context). */
export function CreateDialog({ buttonLabel, title = buttonLabel, ...dialog }: Omit<RecordDialogProps, 'title'> & { buttonLabel: string; title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      {open && (
        <CreateBase redirect={false} mutationMode="pessimistic">
          <RecordDialog open onClose={() => setOpen(false)} title={title} saved={kitTexts.created} {...dialog} />
        </CreateBase>
      )}
    </>
  );
}
