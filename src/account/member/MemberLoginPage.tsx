import { Link, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { MemberLoginReply } from '../../contract/member';
import { accountTexts, messages } from '../../messages';
import { AccountCard, FormMessage, SubmitButton } from '../common/AccountCard';
import { memberLogin } from './memberApi';
import { memberSession, useMemberSession } from './memberSession';
import { useTexts } from '../../i18n/locale';

/** /member_login: email or mobile and password; a signed-in member goes straight to the profile. */
export default function MemberLoginPage() {
  useTexts('account');
  const session = useMemberSession();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => memberSession.sync(), []);

  if (session.isLogin) return <Navigate to="/member_profile" replace />;

  const submit = async () => {
    if (busy) return;
    if (!email.trim() || !password) return setError(messages.typeEmailOrPassword);
    setBusy(true);
    setError(null);
    try {
      const { status, data } = await memberLogin({ email: email.trim(), password });
      if (status === 200 && 'token' in data) {
        memberSession.login(data.token, (data as MemberLoginReply).result, (data as MemberLoginReply).locale);
        navigate('/member_profile', { replace: true });
        return;
      }
      if (status === 208) {
        setError(messages.wrongPassword);
        window.alert(messages.wrongPassword);
      } else {
        console.warn('member login answered', status, data);
        setError(messages.loginError);
      }
    } catch (err) {
      console.warn('member login failed', err);
      setError(messages.loginError);
    } finally {
      setBusy(false);
    }
  };

  // A fresh visit after logout shows 'Member Arleady Loged Out...'; a finished reset shows its notice.
  const info = notice ?? (session.message || null);

  return (
    <AccountCard title={accountTexts.memberLogin} onSubmit={submit}>
      <Stack spacing={2}>
        <TextField label={messages.emailOrMobileNumber} name="email" autoComplete="username" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label={accountTexts.password} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormMessage error={error} info={error ? null : info} />
        <SubmitButton busy={busy}>{messages.login}</SubmitButton>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/member_register">
            {messages.memberRegister}
          </Link>
          <Link component={RouterLink} to="/member_forgot_password">
            {messages.fogotPassword}
          </Link>
        </Stack>
      </Stack>
    </AccountCard>
  );
}
