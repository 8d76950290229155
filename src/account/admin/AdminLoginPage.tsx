import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { hasLiveToken } from '../../api/tokens';
import { useAdminTexts } from '../../admin/adminLocale';
import { adminShellTexts } from '../../admin/texts';
import { accountTexts, messages } from '../../messages';
import { adminLogin } from './adminLogin';
import { useTexts } from '../../i18n/locale';

export default function AdminLoginPage() {
  // The back-office's texts (this page's heading and links among them) in the current language before it renders.
  useAdminTexts();
  useTexts('account');
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (hasLiveToken('admin')) navigate('/admin', { replace: true });
  }, [navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) return setError(messages.typeEmailOrPassword);
    setBusy(true);
    setError(null);
    try {
      await adminLogin({ email: email.trim(), password });
      navigate('/admin', { replace: true });
    } catch (err) {
      console.warn('admin login failed', err);
      setError(err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : messages.loginError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {adminShellTexts.login}
        </Typography>
        <Stack spacing={2}>
          <TextField label={accountTexts.email} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label={accountTexts.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : (
            notice && (
              <Alert severity="info" role="status">
                {notice}
              </Alert>
            )
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={messages.loading} /> : undefined}>
            {messages.login}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/admin_register">
              {accountTexts.adminRegister}
            </Link>
            <Link component={RouterLink} to="/admin_forgot_password">
              {adminShellTexts.forgotPassword}
            </Link>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
