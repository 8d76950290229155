import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { EditBase, type RaRecord } from 'react-admin';
import { RecordDialog, type RecordDialogProps } from './RecordDialog';
import { kitTexts } from '../texts';

/**
 * A row's edit control: an "Edit <name>" button and a dialog pre-filled from the row (shown at once,
 * then checked against the server's copy). Images are optional on edit.
 */
export function EditDialog({ record, name, ...dialog }: RecordDialogProps & { record: RaRecord; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label={kitTexts.edit(name)} title={kitTexts.edit(name)} onClick={() => setOpen(true)}>
        <EditIcon />
      </IconButton>
      {open && (
        <EditBase id={record.id} redirect={false} mutationMode="pessimistic" queryOptions={{ placeholderData: record }}>
          <RecordDialog open onClose={() => setOpen(false)} {...dialog} />
        </EditBase>
      )}
    </>
  );
}
