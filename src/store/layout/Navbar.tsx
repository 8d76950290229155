import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Button, Container, IconButton } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { useActiveCategories } from '../category/useActiveCategories';
import { NavSearch } from '../search/NavSearch';
import { storeTexts } from '../texts';
import { LanguageGroup } from './LanguageSwitch';
import { NavDropdown, type NavItem } from './NavDropdown';
import { categoryItems, productItems } from './navItems';

/** The phone menu's styles, once for the whole menu (its links are plain elements). */
const phoneMenuSx = {
  display: { md: 'none' },
  borderTop: 1,
  borderColor: 'divider',
  '&[hidden]': { display: 'none' },
  '& ul': { listStyle: 'none', m: 0, p: 0 },
  '& ul ul': { pl: 1.5 },
  '& a': {
    display: 'block',
    px: 2,
    py: 1.25,
    color: 'text.primary',
    textDecoration: 'none',
    fontWeight: 500,
    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
    '&[aria-current]': { fontWeight: 700 },
  },
  '& .sv-group': { px: 2, pt: 1.5, pb: 0.5, fontSize: 13, fontWeight: 700, letterSpacing: 1, color: 'text.secondary' },
} as const;

function PhoneGroup({ label, items }: { label: string; items: NavItem[] | undefined }) {
  const id = useId();
  return (
    <li>
      <div id={id} className="sv-group">
        {label}
      </div>
      <ul aria-labelledby={id}>
        {(items ?? []).map((item) => (
          <li key={item.to}>
            <RouterLink to={item.to}>{item.label}</RouterLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The public navbar (spec.md §2): logo home, ABOUT US, the CATEGORY dropdown of active categories,
 * the PRODUCT dropdown (FABRICS) and BLOG. Below the md breakpoint it folds into a Menu button.
 */
export function Navbar() {
  const { data: categories } = useActiveCategories();
  const categoryLinks = categoryItems(categories);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  // Following a link (a new path) closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }

  return (
    <Box component="nav" aria-label={storeTexts.mainNavigation} sx={{ bgcolor: 'background.paper', boxShadow: 1, position: 'relative', zIndex: 2 }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={storeTexts.homeLink}
          sx={{ fontWeight: 800, fontSize: 22, letterSpacing: 2, color: 'text.primary', textDecoration: 'none', mr: 'auto', py: 1 }}
        >
          SELVEDGE
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          <Button component={RouterLink} to="/about_us" color="inherit">
            {messages.aboutUs}
          </Button>
          <NavDropdown label={messages.category} items={categoryLinks} />
          <NavDropdown label={messages.product} items={productItems()} />
          <Button component={RouterLink} to="/blog" color="inherit">
            {messages.blog}
          </Button>
        </Box>
        <NavSearch />
        <IconButton
          sx={{ display: { md: 'none' } }}
          aria-label={storeTexts.menu}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((o) => !o)}
          onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Container>
      <Box
        id={menuId}
        hidden={!menuOpen}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setMenuOpen(false);
            (document.querySelector(`[aria-controls="${CSS.escape(menuId)}"]`) as HTMLElement | null)?.focus();
          }
        }}
        sx={phoneMenuSx}
      >
        <ul>
          <li>
            <RouterLink to="/about_us">{messages.aboutUs}</RouterLink>
          </li>
          <PhoneGroup label={messages.category} items={categoryLinks} />
          <PhoneGroup label={messages.product} items={productItems()} />
          <li>
            <RouterLink to="/blog">{messages.blog}</RouterLink>
          </li>
          <LanguageGroup />
        </ul>
      </Box>
    </Box>
  );
}
