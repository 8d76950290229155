import { Box, Typography } from '@mui/material';
import type { ContactFormRecord } from './calls';
import { IsContactedBox } from './IsContactedBox';
import { Thumb } from '../common/Thumb';
import { contactFormTexts } from '../texts';

/**
 * A sample request's colours (issue 18 §4), each with its thumbnail, code and name, the address to post
 * them to and the Samples sent box; nothing for a plain enquiry.
 */
export function RequestedSamples({ record }: { record: ContactFormRecord }) {
  if (!record.samples) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 200 }}>
      <Box component="ul" aria-label={contactFormTexts.samplesOf(record.fullName)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {record.samples.map((s) => (
          <Box component="li" key={s.sku} sx={{ display: 'grid', gridTemplateColumns: '40px 1fr', gap: 1, alignItems: 'center' }}>
            {s.path ? <Thumb path={s.path} alt="" size={40} /> : <span />}
            <span>
              <Typography component="span" sx={{ fontWeight: 700, display: 'block', fontSize: '0.875rem' }}>
                {s.sku}
              </Typography>
              <Typography component="span" sx={{ color: 'text.secondary', display: 'block', fontSize: '0.8125rem' }}>
                {s.name}
              </Typography>
            </span>
          </Box>
        ))}
      </Box>
      <Typography sx={{ fontSize: '0.8125rem', whiteSpace: 'pre-wrap' }}>
        <strong>{contactFormTexts.sendTo}:</strong> {record.address}
      </Typography>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', fontSize: '0.875rem' }}>
        <IsContactedBox record={record} field="samplesSent" />
        {contactFormTexts.samplesSent}
      </Box>
    </Box>
  );
}
