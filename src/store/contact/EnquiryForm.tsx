import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, callApi } from '../../api/client';
import { contactFormApi } from '../../contract/contactForm';
import { pageTexts } from '../pageTexts';
import { DETAIL_MAX, emptyEnquiry, toBody, validateEnquiry, type Enquiry, type EnquiryField } from './enquiry';

/** Read at render: the labels follow the language. */
const fields = (): Array<{ name: EnquiryField; label: string; autoComplete: string; type?: string; inputMode?: 'tel' | 'email'; wide?: boolean }> => [
  { name: 'firstName', label: pageTexts.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: pageTexts.lastName, autoComplete: 'family-name' },
  { name: 'mobile', label: pageTexts.mobile, autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'email', label: pageTexts.email, autoComplete: 'email', type: 'email', inputMode: 'email' },
];

/**
 * The enquiry form under the company details (an improvement on spec.md, design.md §7): checked here
 * with the server's rules, sent by contactFormApi.add (public, rate-limited per IP); the server's 400 message is
 * shown as is; success replaces the form with a thank-you.
 */
export function EnquiryForm() {
  // "Ask for price" on a colour opens /contact?sku=CODE#enquiry: the message starts with that SKU.
  const sku = (useSearchParams()[0].get('sku') ?? '').trim().slice(0, 100);
  const [values, setValues] = useState<Enquiry>(() => (sku ? { ...emptyEnquiry, detail: pageTexts.priceEnquiry(sku) } : emptyEnquiry));
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!sku) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    form.current?.querySelector<HTMLElement>('[name="firstName"]')?.focus({ preventScroll: true });
  }, [sku]);

  const set = (name: EnquiryField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateEnquiry(values);
    setErrors(found);
    setServerError(null);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await callApi(contactFormApi.add, { body: toBody(values) });
      setSent(true);
      setValues(emptyEnquiry);
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (err) {
      setServerError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : pageTexts.sendFailed);
    } finally {
      setBusy(false);
    }
  };

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
          {(serverError || Object.values(errors).some(Boolean)) && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError ?? pageTexts.fixErrors}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {fields().map((f) => (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                type={f.type ?? 'text'}
                required
                value={values[f.name]}
                onChange={(e) => set(f.name, e.target.value)}
                error={Boolean(errors[f.name])}
                helperText={errors[f.name] ?? ' '}
                slotProps={{ htmlInput: { autoComplete: f.autoComplete, inputMode: f.inputMode, maxLength: f.name === 'email' ? 254 : 100 } }}
              />
            ))}
            <TextField
              name="detail"
              label={pageTexts.detail}
              required
              multiline
              minRows={4}
              value={values.detail}
              onChange={(e) => set('detail', e.target.value)}
              error={Boolean(errors.detail)}
              helperText={errors.detail ?? `${values.detail.length} / ${DETAIL_MAX}`}
              slotProps={{ htmlInput: { maxLength: DETAIL_MAX } }}
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            color="success"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ mt: 2 }}
          >
            {busy ? pageTexts.sending : pageTexts.sendEnquiry}
          </Button>
        </Box>
      )}
    </Box>
  );
}
