import { TextField, Typography } from '@mui/material';
import type { ContactListEntry, MobileMatchMember } from '../../contract/contactList';
import { searchByMobile } from './calls';
import { contactListTexts } from '../texts';
import { SearchPopup } from './SearchPopup';
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
  const options: PhoneMatch[] = data
    ? [...data.result.map((entry) => ({ kind: 'entry' as const, entry })), ...data.members.map((member) => ({ kind: 'member' as const, member }))]
    : [];
  return (
    <SearchPopup<PhoneMatch>
      text={value}
      onText={onChange}
      ready={ready}
      options={options}
      loading={loading}
      onPick={onPick}
      optionLabel={(m) => person(m).mobile}
      // An entry and a member may share a number (and, in principle, an id): the kind tells them apart.
      optionKey={(m) => `${m.kind}:${person(m)._id}`}
      groupBy={group}
      optionLines={(m) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {person(m).mobile}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[person(m).fullName, person(m).email].filter(Boolean).join(' · ')}
          </Typography>
        </>
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
