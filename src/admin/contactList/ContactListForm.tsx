import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useCreate, useNotify, useRefresh } from 'react-admin';
import { CONTACT_SOURCES, type NewContactListBody } from '../../contract/contactList';
import type { LocationHit } from '../common/locationCalls';
import { PostcodeField, postcodeOf, postcodeProblem } from '../common/PostcodeField';
import { messages } from '../../messages';
import { contactListTexts } from '../texts';
import { AddressSearchInput } from './AddressSearchInput';
import { PhoneMatchInput, type PhoneMatch } from './PhoneMatchInput';

type Fields = Required<NewContactListBody>;
const EMPTY: Fields = { fullName: '', mobile: '', from: '', address: '', district: '', city: '', province: '', postCode: '', email: '', lineId: '', detail: '' };
const REQUIRED = ['mobile', 'fullName', 'from'] as const;

/** The spec's source select: each value labelled by itself (TIKTOK says TIKTOK, not the spec's WEBSITE). */
const SOURCES = CONTACT_SOURCES.map((s) => ({ value: s, label: s }));

/**
 * 'Add Contact List': Mobile with the pop-up of matching entries and members (picking one fills the
 * person's details), full name, email, Line ID, source, address, the province–city–district search
 * that fills district, city, province and postcode, detail; SAVE adds the entry, CLEAR empties the form.
 */
export function ContactListForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [missing, setMissing] = useState<Set<keyof Fields>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  /** The picked place's postcodes (offered by the postcode field), and whether its refusal shows yet (once left or sent). */
  const [postCodes, setPostCodes] = useState<readonly string[]>([]);
  const [checkPostCode, setCheckPostCode] = useState(false);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);

  const set = (changes: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...changes }));
    setMissing((m) => new Set([...m].filter((k) => !(k in changes) || !String(changes[k] ?? '').trim())));
  };
  const text = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
    error: missing.has(name),
    helperText: missing.has(name) ? contactListTexts.required : undefined,
    fullWidth: true,
  });

  /** Fills the person's details from a pop-up line, leaving what the line has not (the source, the detail). */
  const pick = (match: PhoneMatch) => {
    const p = match.kind === 'entry' ? match.entry : match.member;
    const filled = { mobile: p.mobile, fullName: p.fullName, email: p.email, address: p.address, district: p.district, city: p.city, province: p.province, postCode: p.postCode };
    if (match.kind === 'entry') Object.assign(filled, { lineId: match.entry.lineId });
    if (p.district || p.postCode) setPostCodes([]);
    set(Object.fromEntries(Object.entries(filled).filter(([, v]) => v)) as Partial<Fields>);
  };
  const place = (hit: LocationHit) => {
    const codes = hit.district?.postCodes ?? [];
    setPostCodes(codes);
    set({ district: hit.district?.name_th ?? '', city: hit.city?.name_th ?? '', province: hit.province.name_th, postCode: postcodeOf(codes) });
  };

  const clear = () => {
    setFields(EMPTY);
    setMissing(new Set());
    setFailure(null);
    setPostCodes([]);
    setCheckPostCode(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const empty = REQUIRED.filter((k) => !fields[k].trim());
    setMissing(new Set(empty));
    setCheckPostCode(true);
    const bad = [...empty, ...(postcodeProblem(fields.postCode) ? ['postCode'] : [])];
    if (bad.length) {
      form.current?.querySelector<HTMLElement>(`[name="${bad[0]}"]`)?.focus();
      return;
    }
    setFailure(null);
    create(
      'admin_contact_list',
      { data: fields },
      {
        onSuccess: () => {
          notify(contactListTexts.saved, { type: 'success' });
          clear();
          refresh();
        },
        onError: (err) => setFailure(err instanceof Error ? err.message : String(err)),
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {messages.addContactList}
      </Typography>
      <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PhoneMatchInput
          value={fields.mobile}
          onChange={(mobile) => set({ mobile })}
          onPick={pick}
          error={missing.has('mobile')}
          helperText={missing.has('mobile') ? contactListTexts.required : undefined}
        />
        <TextField {...text('fullName')} label={messages.fullName} required autoComplete="off" />
        <TextField {...text('email')} label={contactListTexts.email} type="email" autoComplete="off" />
        <TextField {...text('lineId')} label={contactListTexts.lineId} autoComplete="off" />
        <TextField {...text('from')} label={contactListTexts.source} required select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="" />
          {SOURCES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...text('address')} label={contactListTexts.address} multiline minRows={2} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <AddressSearchInput onPick={place} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          <TextField {...text('district')} label={contactListTexts.district} />
          <TextField {...text('city')} label={contactListTexts.city} />
          <TextField {...text('province')} label={contactListTexts.province} />
          <PostcodeField
            name="postCode"
            label={contactListTexts.postCode}
            value={fields.postCode}
            onChange={(postCode) => set({ postCode })}
            onBlur={() => setCheckPostCode(true)}
            options={postCodes}
            error={checkPostCode ? postcodeProblem(fields.postCode) : undefined}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...text('detail')} label={contactListTexts.detail} multiline minRows={3} />
        </Box>
        {failure && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {contactListTexts.saveFailed}
            <br />
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={isPending}>
            {messages.save}
          </Button>
          <Button type="button" variant="outlined" onClick={clear} disabled={isPending}>
            {messages.clear}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
