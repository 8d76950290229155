import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '../../api/client';
import { CONTACT_DETAIL_MAX, SAMPLE_ADDRESS_MAX, SAMPLES_MAX, contactFormApi, type NewSampleRequestBody } from '../../contract/contactForm';
import { useTexts } from '../../i18n/locale';
import { ContactFields, FormProblem, SendButton, WideField } from '../contact/EnquiryForm';
import { normaliseMobile, validateContact, type ContactField } from '../contact/enquiry';
import { useFormSend } from '../contact/useFormSend';
import { PageFrame } from '../PageFrame';
import { pageTexts } from '../pageTexts';
import { StoreImage } from '../StoreImage';
import { clearBasket, removeFromBasket, useBasket, type BasketItem } from './basket';
import { sampleTexts } from './sampleTexts';

type SampleForm = Record<ContactField | 'address' | 'detail', string>;
const emptyForm: SampleForm = { firstName: '', lastName: '', mobile: '', email: '', address: '', detail: '' };

/** The body the server expects: trimmed, the phone number as digits, the basket's codes in its order. */
function toBody(f: SampleForm, basket: readonly BasketItem[]): NewSampleRequestBody {
  const detail = f.detail.trim();
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    mobile: normaliseMobile(f.mobile),
    email: f.email.trim(),
    address: f.address.trim(),
    ...(detail ? { detail } : {}),
    skus: basket.map((i) => i.sku),
  };
}

/** The enquiry form's rules for who is asking, plus the address (required) and the optional note. */
function validate(f: SampleForm): Partial<Record<keyof SampleForm, string>> {
  const b = toBody(f, []);
  const errors: Partial<Record<keyof SampleForm, string>> = validateContact(b);
  if (!b.address) errors.address = pageTexts.required;
  else if (b.address.length > SAMPLE_ADDRESS_MAX) errors.address = pageTexts.tooLong(SAMPLE_ADDRESS_MAX);
  if ((b.detail ?? '').length > CONTACT_DETAIL_MAX) errors.detail = pageTexts.tooLong(CONTACT_DETAIL_MAX);
  return errors;
}

function BasketList({ basket }: { basket: readonly BasketItem[] }) {
  return (
    <Box component="ul" aria-label={sampleTexts.title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {basket.map((item) => (
        <Box component="li" key={item.sku} sx={{ display: 'grid', gridTemplateColumns: '72px 1fr auto', gap: 1.5, alignItems: 'center', bgcolor: 'background.paper', borderRadius: 2, boxShadow: 1, p: 1 }}>
          <StoreImage path={item.path} alt="" width={72} height={72} sizes="72px" style={{ borderRadius: 6 }} />
          <Box sx={{ minWidth: 0 }}>
            <RouterLink to={`/sub_product/${encodeURIComponent(item.parentsSku)}?sku=${encodeURIComponent(item.sku)}`} style={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {item.sku}
            </RouterLink>
            <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>{item.name}</Typography>
          </Box>
          <Button size="small" color="error" onClick={() => removeFromBasket(item.sku)} aria-label={sampleTexts.removeOf(item.sku)}>
            {sampleTexts.remove}
          </Button>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /samples (issue 18 §4): the sample basket kept in this browser, each colour with its photo, code, name
 * and Remove; under it who and where to send them to, checked with the enquiry form's rules and sent as
 * one enquiry (contactFormApi.addSampleRequest). Once sent the basket is emptied and a thank-you shown.
 */
export default function SamplesPage() {
  useTexts('catalogue', 'pages');
  const basket = useBasket();
  const { values, set, errors, problem, busy, sent, form, thanks, submit } = useFormSend<SampleForm>({
    initial: () => emptyForm,
    empty: emptyForm,
    validate,
    send: async (v) => {
      await callApi(contactFormApi.addSampleRequest, { body: toBody(v, basket) });
      clearBasket();
    },
  });

  return (
    <PageFrame title={sampleTexts.title} back>
      {sent ? (
        <Box ref={thanks} tabIndex={-1} role="status" sx={{ outline: 'none', maxWidth: 760 }}>
          <Alert severity="success" sx={{ my: 2, fontSize: '1rem' }}>
            {sampleTexts.sent}
          </Alert>
          <Button component={RouterLink} to="/category" variant="outlined">
            {sampleTexts.another}
          </Button>
        </Box>
      ) : basket.length === 0 ? (
        <Box sx={{ maxWidth: 760 }}>
          <Typography sx={{ mb: 2 }}>{sampleTexts.empty}</Typography>
          <Button component={RouterLink} to="/category" variant="contained">
            {sampleTexts.browse}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
          <Box>
            <Typography sx={{ color: 'text.secondary' }}>{sampleTexts.intro(SAMPLES_MAX)}</Typography>
            <Typography sx={{ fontWeight: 700, my: 1 }}>{sampleTexts.count(basket.length, SAMPLES_MAX)}</Typography>
            <BasketList basket={basket} />
          </Box>
          <Box component="section" aria-labelledby="samples-form-heading" sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 1, p: { xs: 2, sm: 3 } }}>
            <Typography id="samples-form-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
              {sampleTexts.formHeading}
            </Typography>
            <Box component="form" ref={form} noValidate onSubmit={submit}>
              <FormProblem problem={problem} />
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                <ContactFields values={values} errors={errors} onChange={set} />
                <WideField name="address" label={sampleTexts.address} required minRows={3} value={values.address} onChange={set} error={errors.address} maxLength={SAMPLE_ADDRESS_MAX} autoComplete="street-address" />
                <WideField name="detail" label={sampleTexts.note} minRows={2} value={values.detail} onChange={set} error={errors.detail} maxLength={CONTACT_DETAIL_MAX} />
              </Box>
              <SendButton busy={busy} label={sampleTexts.send} />
            </Box>
          </Box>
        </Box>
      )}
    </PageFrame>
  );
}
