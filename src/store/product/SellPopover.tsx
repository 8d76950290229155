import ChatIcon from '@mui/icons-material/Chat';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Popover, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../a11y';
import { useContactUs } from '../contact/useContactUs';
import { httpUrl, newTab } from '../externalLink';
import { productTexts } from '../productTexts';
import { storeTexts } from '../texts';

/**
 * The sell panel's popover: the places to buy, the chat page (LINE Official) and the two marketplace
 * shops, from the Contact Us record; each opens in a new tab. Its own chunk, loaded on the first open.
 */
export default function SellPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const headingId = useId();
  const { data } = useContactUs();
  const company = data?.[0];
  const links: Array<[string, string | null, ReactNode]> = [
    [productTexts.chatWithUs, httpUrl(company?.lineOfficial?.lineLink), <ChatIcon key="c" />],
    [productTexts.lazadaShop, httpUrl(company?.lazada?.lazadaShopLink), <StorefrontIcon key="l" />],
    [productTexts.shopeeShop, httpUrl(company?.shopee?.shopeeShopLink), <StorefrontIcon key="s" />],
  ];
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { p: 2, maxWidth: 340 } } as object }}
    >
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {productTexts.buy}
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>{productTexts.buyIntro}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links
          .filter(([, href]) => href)
          .map(([label, href, icon]) => (
            <li key={label}>
              <Button component="a" href={href!} {...newTab} variant="outlined" fullWidth startIcon={icon} sx={{ justifyContent: 'flex-start' }}>
                {label}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {storeTexts.opensInNewTab}
                </Box>
              </Button>
            </li>
          ))}
      </Box>
      <Button onClick={onClose} sx={{ mt: 1.5 }} fullWidth>
        {productTexts.close}
      </Button>
    </Popover>
  );
}
