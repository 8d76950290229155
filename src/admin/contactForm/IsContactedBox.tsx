import { Checkbox } from '@mui/material';
import { useState } from 'react';
import { useNotify, useResourceContext, useUpdate } from 'react-admin';
import type { ContactFormRecord } from './calls';
import { contactFormTexts } from '../texts';

/**
 * spec.md's Is Contacted checkbox: saves on change. It flips at the click (its own state, not waiting
 * for the server or the list's cache); when the save fails it flips back and says so, with the reason.
 */
export function IsContactedBox({ record }: { record: ContactFormRecord }) {
  const resource = useResourceContext();
  const notify = useNotify();
  const [update] = useUpdate<ContactFormRecord>();
  const [checked, setChecked] = useState(record.isContacted);
  // A new value from the server (a reload of the list) replaces the shown one.
  const [stored, setStored] = useState(record.isContacted);
  if (stored !== record.isContacted) {
    setStored(record.isContacted);
    setChecked(record.isContacted);
  }
  return (
    <Checkbox
      checked={checked}
      slotProps={{ input: { 'aria-label': contactFormTexts.contactedOf(record.fullName) } }}
      onChange={(event) => {
        const wanted = event.target.checked;
        setChecked(wanted);
        update(
          resource,
          { id: record.id, data: { isContacted: wanted }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onError: (error) => {
              setChecked(!wanted);
              const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
              notify(contactFormTexts.saveFailed(record.fullName) + reason, { type: 'error' });
            },
          },
        );
      }}
    />
  );
}
