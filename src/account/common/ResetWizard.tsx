import { Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountTexts, messages } from '../../messages';
import { AccountCard, FormMessage, SubmitButton } from './AccountCard';
import { stepCall, type StepCall } from './accountCalls';
import { passwordError, verifyCodeError } from './rules';
import { VerifyCodeField } from './VerifyCodeField';

interface ResetWizardProps {
  title: string;
  identifier: { label: string; type: 'text' | 'email'; autoComplete: string };
  /** The admin's or the member's declared calls (src/contract/). */
  calls: { forgot: StepCall; setPassword: StepCall };
  /** The set-password field carrying the new password (the member reset screen sends `password`). */
  passwordKey: 'password' | 'newPassword';
  loginPath: string;
}

/**
 * Forgot password in two steps: the email (or mobile) → (200, a code is mailed) the verify code and
 * the new password twice → (201) the login page, told the password changed.
 */
export function ResetWizard({ title, identifier, calls, passwordKey, loginPath }: ResetWizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const [email, setEmail] = useState('');
  const [verifyCode, setVerifyCode] = useState('');
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const submit = async () => {
    if (busy) return;
    if (step === 0) {
      if (!email.trim()) return setError(messages.emailOrMobileNull);
      setBusy(true);
      const outcome = await stepCall(calls.forgot, { email: email.trim() }, 200, accountTexts.tryAgain);
      setBusy(false);
      if (!outcome.ok) return setError(outcome.message);
      setStep(1);
      setError(null);
      setInfo(outcome.message);
      return;
    }
    const invalid = verifyCodeError(verifyCode) ?? passwordError(password, retype);
    if (invalid) return setError(invalid);
    setBusy(true);
    const outcome = await stepCall(calls.setPassword, { email: email.trim(), verifyCode: verifyCode.trim(), [passwordKey]: password }, 201, messages.resetPasswordFail);
    setBusy(false);
    if (outcome.ok) navigate(loginPath, { state: { notice: outcome.message } });
    else setError(messages.resetPasswordFail);
  };

  const back = () => {
    setStep(0);
    setError(null);
    setInfo(null);
  };

  return (
    <AccountCard title={title} steps={[accountTexts.stepAccount, accountTexts.stepReset]} activeStep={step} onSubmit={submit}>
      <Stack spacing={2}>
        {step === 0 ? (
          <TextField
            label={identifier.label}
            name="email"
            type={identifier.type}
            autoComplete={identifier.autoComplete}
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        ) : (
          <>
            <VerifyCodeField value={verifyCode} onChange={setVerifyCode} />
            <TextField label={accountTexts.password} name="password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            <TextField label={messages.reTypePassword} name="retype" type="password" autoComplete="new-password" required value={retype} onChange={(e) => setRetype(e.target.value)} />
          </>
        )}
        <FormMessage error={error} info={info} />
        <Stack direction="row" spacing={2} sx={{ '& > *': { flex: 1 } }}>
          {step === 1 && (
            <Button variant="outlined" size="large" onClick={back} disabled={busy}>
              {messages.back}
            </Button>
          )}
          <SubmitButton busy={busy}>{step === 0 ? messages.next : messages.resetNow}</SubmitButton>
        </Stack>
        <Link component={RouterLink} to={loginPath} sx={{ alignSelf: 'center' }}>
          {messages.login}
        </Link>
      </Stack>
    </AccountCard>
  );
}
