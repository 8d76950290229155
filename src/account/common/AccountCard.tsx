import { Alert, Box, Button, CircularProgress, Paper, Step, StepLabel, Stepper, Typography, type ButtonProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { messages } from '../../messages';
import { useDocumentTitle } from '../../store/useDocumentTitle';
import { accountCardTexts } from './accountCardTexts';

interface AccountCardProps {
  title: string;
  /** Wizard step names; shows a stepper with `activeStep` highlighted. */
  steps?: readonly string[];
  activeStep?: number;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The centred card every sign-in, register and reset screen shares: heading, optional stepper, form. */
export function AccountCard({ title, steps, activeStep = 0, onSubmit, children }: AccountCardProps) {
  // The tab reads the screen's heading in its language, not the shell's default title (issue 19).
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper
        component="form"
        noValidate
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          onSubmit?.(e);
        }}
        sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 460 }}
      >
        <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {title}
        </Typography>
        {steps && (
          <Stepper
            activeStep={activeStep}
            alternativeLabel
            aria-label={accountCardTexts.stepOf(activeStep + 1, steps.length, steps[activeStep])}
            sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 }, overflowWrap: 'anywhere' } }}
          >
            {steps.map((s) => (
              <Step key={s}>
                <StepLabel>{s}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        {children}
      </Paper>
    </Box>
  );
}

/** An error (announced: role=alert) or a notice (role=status) under a form. */
export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  if (error)
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  if (info)
    return (
      <Alert severity="info" role="status">
        {info}
      </Alert>
    );
  return null;
}

/** The form's main button, disabled with a spinner while its call runs. */
export function SubmitButton({ busy, children, ...rest }: { busy: boolean; children: ReactNode } & Omit<ButtonProps, 'type'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={messages.loading} /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
