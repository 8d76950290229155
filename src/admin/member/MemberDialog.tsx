import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, IconButton } from '@mui/material';
import { useState } from 'react';
import { CreateBase, EditBase } from 'react-admin';
import { ApiError } from '../../api/client';
import type { MemberRecord } from './calls';
import { messages } from '../../messages';
import { RecordDialog } from '../common/RecordDialog';
import { MemberInputs } from './MemberInputs';
import { kitTexts } from '../texts';

/** spec.md §5: first and last name are the only required fields. */
const REQUIRED = ['firstName', 'lastName'];

/** What is typed before the server's copy of the member arrives is not wiped when it does (one object: the form resets when it changes). */
const KEEP_TYPED = { keepDirtyValues: true };

/** spec.md §8: a member who already exists (404; 409 on edit) or any other failure. */
const memberFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409) ? messages.addMemberExists : messages.addMemberInternal;

/** The New Member and edit dialogs: the admin kit's dialog with the member's failure text chosen by the status. */
function MemberDialog({ title, onClose, exceptId, defaultValues }: { title: string; onClose: () => void; exceptId?: string; defaultValues?: Record<string, unknown> }) {
  return (
    <RecordDialog open onClose={onClose} title={title} required={REQUIRED} failure={memberFailure} defaultValues={defaultValues} resetOptions={KEEP_TYPED}>
      <MemberInputs exceptId={exceptId} />
    </RecordDialog>
  );
}

const EMPTY = { email: '', mobile: '', firstName: '', lastName: '', bussiness: '', address: '', country: '', province: '', city: '', district: '', postCode: '' };

/** The New Member button and dialog. */
export function MemberCreate() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {messages.newMember}
      </Button>
      {open && (
        <CreateBase redirect={false} mutationMode="pessimistic">
          <MemberDialog title={messages.newMember} onClose={() => setOpen(false)} defaultValues={EMPTY} />
        </CreateBase>
      )}
    </>
  );
}

/** A row's "Edit <name>" button and the dialog pre-filled from the member. */
export function MemberEdit({ record }: { record: MemberRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label={kitTexts.edit(record.fullName)} title={kitTexts.edit(record.fullName)} onClick={() => setOpen(true)}>
        <EditIcon />
      </IconButton>
      {open && (
        <EditBase id={record.id} redirect={false} mutationMode="pessimistic" queryOptions={{ placeholderData: record }}>
          <MemberDialog title={kitTexts.edit(record.fullName)} onClose={() => setOpen(false)} exceptId={record._id} />
        </EditBase>
      )}
    </>
  );
}
