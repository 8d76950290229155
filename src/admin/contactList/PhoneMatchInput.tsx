import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ContactListEntry, MobileMatchMember } from '../../contract/contactList';
import { searchByMobile } from '../../dataProvider/contactList';
import { contactListTexts, messages } from '../../messages';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Digits typed before the pop-up looks for matches. */
const MIN_DIGITS = 3;

/** A pop-up line: a contact-list entry or a member with a matching number. */
export type PhoneMatch = { kind: 'entry'; entry: ContactListEntry } | { kind: 'member'; member: MobileMatchMember };

const group = (m: PhoneMatch) =>
  m.kind === 'entry' ? contactListTexts.matchesEntries : m.member.kind === 'customer' ? contactListTexts.matchesCustomers : contactListTexts.matchesAccounts;
const person = (m: PhoneMatch) => (m.kind === 'entry' ? m.entry : m.member);

/**
 * The Mobile field: as you type, a pop-up lists the contact-list entries and members whose number
 * contains what was typed (in any spelling: 081-234…, +66 81 234…), or says Not Match. Arrow keys
 * and Enter pick a line, which fills the form through `onPick`.
 */
export function PhoneMatchInput({ value, onChange, onPick, error, helperText }: {
  value: string;
  onChange: (mobile: string) => void;
  onPick: (match: PhoneMatch) => void;
  error?: boolean;
  helperText?: string;
}) {
  const typed = value.trim();
  const ready = typed.replace(/\D/g, '').length >= MIN_DIGITS;
  const { data, loading } = useDebouncedSearch(typed, ready, searchByMobile);
  const [open, setOpen] = useState(false);
  const options: PhoneMatch[] = data
    ? [...data.result.map((entry) => ({ kind: 'entry' as const, entry })), ...data.members.map((member) => ({ kind: 'member' as const, member }))]
    : [];
  return (
    <Autocomplete<PhoneMatch>
      options={options}
      value={null}
      inputValue={value}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(text);
      }}
      onChange={(_e, picked) => {
        if (picked) onPick(picked);
      }}
      open={open && ready}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(x) => x}
      getOptionLabel={(m) => person(m).mobile}
      isOptionEqualToValue={(a, b) => person(a)._id === person(b)._id}
      groupBy={group}
      loading={loading}
      loadingText={messages.loading}
      noOptionsText={messages.notMatch}
      clearOnBlur={false}
      selectOnFocus={false}
      handleHomeEndKeys={false}
      autoHighlight
      renderOption={({ key, ...props }, m) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {person(m).mobile}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[person(m).fullName, person(m).email].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={contactListTexts.mobile}
          required
          error={error}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, name: 'mobile', inputMode: 'tel', autoComplete: 'off' } }}
        />
      )}
    />
  );
}
