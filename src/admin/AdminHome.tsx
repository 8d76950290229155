import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useLogout } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Dashboard as DashboardData } from '../contract/dashboard';
import { Dashboard } from './dashboard/Dashboard';
import { registry } from './registry';
import { adminShellTexts, dashboardTexts } from './texts';
import { accountTexts } from '../messages';

/**
 * /admin: what waits for the shop (issue 17 §2: enquiries, new members, photos, the last import, each
 * opening its list filtered), then a link to every back-office screen in spec.md's order, and a logout.
 */
export function AdminHome({ load }: { load?: () => Promise<DashboardData>; permissions?: unknown } = {}) {
  const logout = useLogout();
  const { identity } = useGetIdentity();
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={adminShellTexts.home} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
          {adminShellTexts.home}
          {identity?.fullName ? ` — ${identity.fullName}` : ''}
        </Typography>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
          {accountTexts.logout}
        </Button>
      </Stack>
      <Dashboard load={load} />
      <Grid container spacing={2} component="nav" aria-label={dashboardTexts.screens}>
        {registry.map(({ name, label, icon: Icon }) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/${name}`}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box component={Icon} aria-hidden sx={{ color: 'primary.main' }} />
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
