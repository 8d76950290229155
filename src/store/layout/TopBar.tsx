import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ChatIcon from '@mui/icons-material/Chat';
import FacebookIcon from '@mui/icons-material/Facebook';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Container, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { memberSession, useMemberSession } from '../../account/member/memberSession';
import { contactUsApi, type ContactUs } from '../../contract/contactUs';
import { accountTexts, messages } from '../../messages';
import { storeTexts } from '../texts';
import { useResult } from '../useApi';
import { LanguageMenu } from './LanguageSwitch';

interface ShopLink {
  name: string;
  href: string;
  icon: ReactNode;
}

/** Only absolute http(s) addresses become links: the record is typed in by admins. */
const safeUrl = (href: string | undefined): string | null => (href && /^https?:\/\//i.test(href.trim()) ? href.trim() : null);

/** The shop's pages from the first Contact Us record; a link without an address is left out. */
export function shopLinks(record: ContactUs | undefined): ShopLink[] {
  if (!record) return [];
  const links: Array<[string, string | undefined, ReactNode]> = [
    ['Lazada', record.lazada?.lazadaShopLink, <StorefrontIcon key="l" fontSize="small" />],
    ['Shopee', record.shopee?.shopeeShopLink, <ShoppingBagIcon key="s" fontSize="small" />],
    ['Facebook', record.facebook?.facebookPageLink, <FacebookIcon key="f" fontSize="small" />],
    ['LINE', record.lineOfficial?.lineLink, <ChatIcon key="n" fontSize="small" />],
    ['TikTok', record.tiktok?.tiktokShopLink, <MusicNoteIcon key="t" fontSize="small" />],
  ];
  return links.flatMap(([name, href, icon]) => {
    const url = safeUrl(href);
    return url ? [{ name, href: url, icon }] : [];
  });
}

const iconSx = { color: '#fff', '&:hover': { bgcolor: 'rgba(255,255,255,0.14)' } } as const;

/** The dark strip above the navbar (spec.md §2): Contact Us, shop links and the member controls. */
export function TopBar() {
  const session = useMemberSession();
  const { data } = useResult<ContactUs[]>(contactUsApi.list);
  const links = shopLinks(data?.[0]);

  return (
    <Box sx={{ bgcolor: '#404040', color: '#fff' }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, py: 0.5, minHeight: 48, px: { xs: 1, sm: 2 } }}>
        <Button component={RouterLink} to="/contact" variant="contained" color="success" size="small" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {messages.contactUs}
        </Button>
        <Box component="nav" aria-label={storeTexts.ourShops} sx={{ display: 'flex', alignItems: 'center', ml: { xs: 0, sm: 1 }, flexWrap: 'nowrap', minWidth: 0 }}>
          {links.map((l) => (
            <IconButton key={l.name} title={l.name} component="a" href={l.href} target="_blank" rel="noopener noreferrer" aria-label={`${l.name} ${storeTexts.opensInNewTab}`} size="small" sx={iconSx}>
              {l.icon}
            </IconButton>
          ))}
        </Box>
        {/* Native title tips: MUI's Tooltip would bring its popup library (~14 kB) to every public page. */}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <LanguageMenu />
          {session.isLogin ? (
            <>
              <IconButton title={accountTexts.myProfile} component={RouterLink} to="/member_profile" aria-label={accountTexts.myProfile} size="small" sx={iconSx}>
                <AccountCircleIcon />
              </IconButton>
              <IconButton title={accountTexts.logout} onClick={memberSession.logout} aria-label={accountTexts.logout} size="small" sx={iconSx}>
                <LogoutIcon fontSize="small" />
              </IconButton>
            </>
          ) : (
            <IconButton title={messages.login} component={RouterLink} to="/member_login" aria-label={messages.login} size="small" sx={iconSx}>
              <LoginIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      </Container>
    </Box>
  );
}
