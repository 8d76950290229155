import ChatIcon from '@mui/icons-material/Chat';
import CheckIcon from '@mui/icons-material/Check';
import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SAMPLES_MAX } from '../../contract/contactForm';
import type { PublicSku } from '../../contract/productSku';
import { useContactUs } from '../contact/useContactUs';
import { newTab } from '../externalLink';
import { storeTexts } from '../texts';
import { addToBasket, useBasket } from './basket';
import { lineChatUrl } from './lineChat';
import { sampleTexts } from './sampleTexts';

// One line each (the full sentence is the accessible name), so every colour's card keeps the same height.
const buttonSx = { justifyContent: 'flex-start', textTransform: 'none', py: 0.25, minHeight: 32, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', '& .MuiButton-startIcon': { flexShrink: 0 } } as const;

/**
 * Under a colour's price (issue 18 §4): "Ask on LINE", the shop's LINE chat with "<SKU> <name>" typed
 * (hidden when the shop has no LINE), and "Request a sample", which puts the colour in the sample basket
 * (this browser's, up to SAMPLES_MAX) and then links to the basket; a full basket says so.
 */
export function ColourActions({ colour }: { colour: PublicSku }) {
  const { data } = useContactUs();
  const basket = useBasket();
  const [full, setFull] = useState(false);
  const line = lineChatUrl(data?.[0]?.lineOfficial, `${colour.sku} ${colour.name}`.trim());
  const inBasket = basket.some((i) => i.sku === colour.sku);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, px: 0.5, pt: 0.5 }}>
      {line && (
        <Button component="a" href={line} {...newTab} size="small" color="success" startIcon={<ChatIcon />} sx={buttonSx} aria-label={`${sampleTexts.askOnLineAbout(colour.sku)} ${storeTexts.opensInNewTab}`}>
          {sampleTexts.askOnLine}
        </Button>
      )}
      {inBasket ? (
        <Button component={Link} to="/samples" size="small" startIcon={<CheckIcon />} sx={buttonSx} aria-label={sampleTexts.inBasketOf(colour.sku)}>
          {sampleTexts.inBasket}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          sx={buttonSx}
          aria-label={sampleTexts.requestSampleOf(colour.sku)}
          onClick={() => setFull(addToBasket({ sku: colour.sku, name: colour.name, path: colour.path, parentsSku: colour.parentsSku }) === 'full')}
        >
          {sampleTexts.requestSample}
        </Button>
      )}
      {full && !inBasket && (
        <Alert severity="warning" role="alert" sx={{ py: 0, px: 1, fontSize: '0.8125rem' }}>
          {sampleTexts.full(SAMPLES_MAX)}{' '}
          <Link to="/samples">{sampleTexts.viewBasket}</Link>
        </Alert>
      )}
    </Box>
  );
}
