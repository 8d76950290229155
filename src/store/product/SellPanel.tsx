import ChatIcon from '@mui/icons-material/Chat';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Popover, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../a11y';
import { useContactUs } from '../contact/useContactUs';
import { httpUrl, newTab } from '../externalLink';
import { pageTexts } from '../pageTexts';
import { storeTexts } from '../texts';

/**
 * The sell panel (spec.md §2): a button that opens and closes a popover with the places to buy this
 * fabric, the chat page (LINE Official) and the two marketplace shops, from the Contact Us record.
 */
export function SellPanel() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const { data } = useContactUs();
  const company = data?.[0];
  const links: Array<[string, string | null, ReactNode]> = [
    [pageTexts.chatWithUs, httpUrl(company?.lineOfficial?.lineLink), <ChatIcon key="c" />],
    [pageTexts.lazadaShop, httpUrl(company?.lazada?.lazadaShopLink), <StorefrontIcon key="l" />],
    [pageTexts.shopeeShop, httpUrl(company?.shopee?.shopeeShopLink), <StorefrontIcon key="s" />],
  ];
  const open = Boolean(anchor);
  return (
    <>
      <Button
        variant="contained"
        color="success"
        size="large"
        startIcon={<ShoppingCartIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(e) => setAnchor(open ? null : e.currentTarget)}
      >
        {pageTexts.buy}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { p: 2, maxWidth: 340 } } as object }}
      >
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {pageTexts.buy}
        </Typography>
        <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>{pageTexts.buyIntro}</Typography>
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
        <Button onClick={() => setAnchor(null)} sx={{ mt: 1.5 }} fullWidth>
          {pageTexts.close}
        </Button>
      </Popover>
    </>
  );
}
