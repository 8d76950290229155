import { Checkbox } from '@mui/material';
import { useState } from 'react';
import { useNotify, useResourceContext, useUpdate } from 'react-admin';
import type { ContactFormRecord } from './calls';
import { contactFormTexts } from '../texts';

/**
 * spec.md's Is Contacted checkbox, and a sample request's Samples sent (`field`, issue 18 §4): saves on
 * change. It flips at the click (its own state, not waiting for the server or the list's cache); when the
 * save fails it flips back and says so, with the reason.
 */
export function IsContactedBox({ record, field = 'isContacted' }: { record: ContactFormRecord; field?: 'isContacted' | 'samplesSent' }) {
  const resource = useResourceContext();
  const notify = useNotify();
  const [update] = useUpdate<ContactFormRecord>();
  const value = Boolean(record[field]);
  const [checked, setChecked] = useState(value);
  // A new value from the server (a reload of the list) replaces the shown one.
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setChecked(value);
  }
  const label = field === 'isContacted' ? contactFormTexts.contactedOf(record.fullName) : contactFormTexts.samplesSentOf(record.fullName);
  return (
    <Checkbox
      checked={checked}
      slotProps={{ input: { 'aria-label': label } }}
      onChange={(event) => {
        const wanted = event.target.checked;
        setChecked(wanted);
        update(
          resource,
          { id: record.id, data: { [field]: wanted }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onError: (error) => {
              setChecked(!wanted);
              const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
              notify((field === 'isContacted' ? contactFormTexts.saveFailed(record.fullName) : contactFormTexts.samplesSaveFailed(record.fullName)) + reason, { type: 'error' });
            },
          },
        );
      }}
    />
  );
}
