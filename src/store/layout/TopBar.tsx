import { Box, Button, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../messages';

/** The dark strip above the navbar (spec.md §2): Contact Us, shop links and the member controls. */
export function TopBar() {
  return (
    <Box sx={{ bgcolor: '#404040', color: '#fff' }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minHeight: 44 }}>
        <Button component={RouterLink} to="/contact" variant="contained" color="success" size="small">
          {messages.contactUs}
        </Button>
      </Container>
    </Box>
  );
}
