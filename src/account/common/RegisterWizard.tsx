import { Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { accountTexts, messages } from '../../messages';
import { AccountCard, FormMessage, SubmitButton } from './AccountCard';
import { stepCall, verifyCall, type StepCall, type VerifyCall } from './accountCalls';
import { basicDataError, passwordError, verifyCodeError } from './rules';
import { VerifyCodeField } from './VerifyCodeField';

export interface BasicField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

interface RegisterWizardProps {
  title: string;
  /** The three steps' names for the stepper (spec.md: basic data, verify email, set password). */
  stepNames: readonly [string, string, string];
  fields: readonly BasicField[];
  /** The admin's or the member's declared calls (src/contract/). */
  calls: { check: StepCall; verify: VerifyCall; setPassword: StepCall };
  /** Called after set-password answers 201, with the server's message. */
  onRegistered: (message: string) => void;
  loginLink: { to: string; label: string };
}

type Step = 0 | 1 | 2;

/**
 * spec.md §4's registration wizard, shared by members and admins: basic data → (check 201) verify
 * email → (non-empty verify result) set password → (201) done. Back returns to the previous step.
 */
export function RegisterWizard({ title, stepNames, fields, calls, onRegistered, loginLink }: RegisterWizardProps) {
  const [step, setStep] = useState<Step>(0);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, ''])));
  const [verifyCode, setVerifyCode] = useState('');
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const go = (next: Step, notice: string | null = null) => {
    setStep(next);
    setError(null);
    setInfo(notice);
  };
  const email = values.email.trim();

  const submit = async () => {
    if (busy) return;
    if (step === 0) {
      const invalid = basicDataError(values);
      if (invalid) return setError(invalid);
      setBusy(true);
      const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
      const outcome = await stepCall(calls.check, body, 201, accountTexts.tryAgain);
      setBusy(false);
      return outcome.ok ? go(1, outcome.message) : setError(outcome.message);
    }
    if (step === 1) {
      const invalid = verifyCodeError(verifyCode);
      if (invalid) return setError(invalid);
      setBusy(true);
      const verified = await verifyCall(calls.verify, email, verifyCode.trim());
      setBusy(false);
      return verified ? go(2) : setError(messages.verifyWrong);
    }
    const invalid = passwordError(password, retype);
    if (invalid) return setError(invalid);
    setBusy(true);
    const outcome = await stepCall(calls.setPassword, { email, verifyCode: verifyCode.trim(), newPassword: password }, 201, accountTexts.tryAgain);
    setBusy(false);
    if (outcome.ok) onRegistered(outcome.message);
    else setError(outcome.message);
  };

  const back = step > 0 && (
    <Button variant="outlined" size="large" onClick={() => go((step - 1) as Step)} disabled={busy}>
      {messages.back}
    </Button>
  );

  return (
    <AccountCard title={title} steps={stepNames} activeStep={step} onSubmit={submit}>
      <Stack spacing={2}>
        {step === 0 &&
          fields.map((f, i) => (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              required
              autoFocus={i === 0}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          ))}
        {step === 1 && (
          <VerifyCodeField value={verifyCode} onChange={setVerifyCode} />
        )}
        {step === 2 && (
          <>
            <TextField label={accountTexts.password} name="password" type="password" autoComplete="new-password" required autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
            <TextField label={messages.reTypePassword} name="retype" type="password" autoComplete="new-password" required value={retype} onChange={(e) => setRetype(e.target.value)} />
          </>
        )}
        <FormMessage error={error} info={info} />
        <Stack direction="row" spacing={2} sx={{ '& > *': { flex: 1 } }}>
          {back}
          <SubmitButton busy={busy}>{step === 2 ? messages.registerNow : messages.next}</SubmitButton>
        </Stack>
        <Link component={RouterLink} to={loginLink.to} sx={{ alignSelf: 'center', textAlign: 'center' }}>
          {loginLink.label}
        </Link>
      </Stack>
    </AccountCard>
  );
}
