import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../messages';

/** The public navbar: logo home, ABOUT US, CATEGORY, PRODUCT and BLOG. */
export function Navbar() {
  return (
    <AppBar position="static" color="inherit" elevation={1} component="nav" aria-label="Main">
      <Container>
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Box component={RouterLink} to="/" aria-label="Selvedge home" sx={{ fontWeight: 800, fontSize: 22, color: 'inherit', textDecoration: 'none', mr: 'auto' }}>
            SELVEDGE
          </Box>
          <Button component={RouterLink} to="/about_us" color="inherit">
            {messages.aboutUs}
          </Button>
          <Button component={RouterLink} to="/category" color="inherit">
            {messages.category}
          </Button>
          <Button component={RouterLink} to="/product/PRODUCTTYPE/FABRICS" color="inherit">
            {messages.product}
          </Button>
          <Button component={RouterLink} to="/blog" color="inherit">
            {messages.blog}
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
