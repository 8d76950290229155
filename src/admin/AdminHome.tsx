import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useLogout } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { adminLinks } from '../messages';

/** /admin: the twenty links of spec.md in its order, and a logout. */
export function AdminHome() {
  const logout = useLogout();
  const { identity } = useGetIdentity();
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title="Admin" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
          Admin{identity?.fullName ? ` — ${identity.fullName}` : ''}
        </Typography>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
          Logout
        </Button>
      </Stack>
      <Grid container spacing={2} component="nav" aria-label="Admin screens">
        {adminLinks.map(([label, path]) => (
          <Grid key={path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={path}>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {path.slice(1)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
