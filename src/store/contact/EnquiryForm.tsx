import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callApi } from '../../api/client';
import { contactFormApi } from '../../contract/contactForm';
import { pageTexts } from '../pageTexts';
import { DETAIL_MAX, emptyEnquiry, toBody, validateEnquiry, type ContactField, type Enquiry } from './enquiry';
import { useFormSend } from './useFormSend';

/** Read at render: the labels follow the language. */
const fields = (): Array<{ name: ContactField; label: string; autoComplete: string; type?: string; inputMode?: 'tel' | 'email' }> => [
  { name: 'firstName', label: pageTexts.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: pageTexts.lastName, autoComplete: 'family-name' },
  { name: 'mobile', label: pageTexts.mobile, autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'email', label: pageTexts.email, autoComplete: 'email', type: 'email', inputMode: 'email' },
];

/**
 * Who is asking: first and last name, mobile and email, with their problems (the enquiry form's and the
 * sample request's, issue 18 §4), for a two-column grid.
 */
export function ContactFields({ values, errors, onChange }: { values: Record<ContactField, string>; errors: Partial<Record<string, string>>; onChange: (name: ContactField, value: string) => void }) {
  return fields().map((f) => (
    <TextField
      key={f.name}
      name={f.name}
      label={f.label}
      type={f.type ?? 'text'}
      required
      value={values[f.name]}
      onChange={(e) => onChange(f.name, e.target.value)}
      error={Boolean(errors[f.name])}
      helperText={errors[f.name] ?? ' '}
      slotProps={{ htmlInput: { autoComplete: f.autoComplete, inputMode: f.inputMode, maxLength: f.name === 'email' ? 254 : 100 } }}
    />
  ));
}

/** A storefront form's full-width, several-line field (a message, an address, a note) in its two-column grid, with its problem or hint under it. */
export function WideField<N extends string>({ name, label, required, minRows, value, onChange, error, hint = ' ', maxLength, autoComplete }: {
  name: N;
  label: string;
  required?: boolean;
  minRows: number;
  value: string;
  onChange: (name: N, value: string) => void;
  error?: string;
  hint?: string;
  maxLength: number;
  autoComplete?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      multiline
      minRows={minRows}
      value={value}
      onChange={(e) => onChange(name, e.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { maxLength, autoComplete } }}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}

/** The alert above a form's fields: the server's message or "please fix the fields" (useFormSend's `problem`). */
export function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {problem}
    </Alert>
  ) : null;
}

/** A storefront form's send button: "Sending…" with a spinner, and disabled, while it sends. */
export function SendButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="success"
      size="large"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 2 }}
    >
      {busy ? pageTexts.sending : label}
    </Button>
  );
}

/**
 * The enquiry form under the company details (an improvement on spec.md, design.md §7): checked here
 * with the server's rules, sent by contactFormApi.add (public, rate-limited per IP); the server's 400 message is
 * shown as is; success replaces the form with a thank-you.
 */
export function EnquiryForm() {
  // "Ask for price" on a colour opens /contact?sku=CODE#enquiry: the message starts with that SKU.
  const sku = (useSearchParams()[0].get('sku') ?? '').trim().slice(0, 100);
  const { values, set, errors, problem, busy, sent, setSent, form, thanks, submit } = useFormSend<Enquiry>({
    initial: () => (sku ? { ...emptyEnquiry, detail: pageTexts.priceEnquiry(sku) } : emptyEnquiry),
    empty: emptyEnquiry,
    validate: validateEnquiry,
    send: (v) => callApi(contactFormApi.add, { body: toBody(v) }),
  });
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!sku) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    form.current?.querySelector<HTMLElement>('[name="firstName"]')?.focus({ preventScroll: true });
  }, [sku, form]);

  return (
    <Box component="section" id="enquiry" ref={section} aria-labelledby="enquiry-heading" sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 1, p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Typography id="enquiry-heading" component="h2" variant="h2" sx={{ mb: 1 }}>
        {pageTexts.enquiryHeading}
      </Typography>
      {sent ? (
        <Box ref={thanks} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
          <Alert severity="success" sx={{ my: 2, fontSize: '1rem' }}>
            {pageTexts.thankYou}
          </Alert>
          <Button variant="outlined" onClick={() => setSent(false)}>
            {pageTexts.sendAnother}
          </Button>
        </Box>
      ) : (
        <Box component="form" ref={form} noValidate onSubmit={submit} aria-describedby="enquiry-intro">
          <Typography id="enquiry-intro" sx={{ color: 'text.secondary', mb: 2 }}>
            {pageTexts.enquiryIntro}
          </Typography>
          <FormProblem problem={problem} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <ContactFields values={values} errors={errors} onChange={set} />
            <WideField
              name="detail"
              label={pageTexts.detail}
              required
              minRows={4}
              value={values.detail}
              onChange={set}
              error={errors.detail}
              hint={`${values.detail.length} / ${DETAIL_MAX}`}
              maxLength={DETAIL_MAX}
            />
          </Box>
          <SendButton busy={busy} label={pageTexts.sendEnquiry} />
        </Box>
      )}
    </Box>
  );
}
