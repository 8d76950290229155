import { TextField, Typography } from '@mui/material';
import { messages } from '../../messages';

/** The emailed-code step's note and field, shared by the register and reset wizards. */
export function VerifyCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <>
      <Typography>{messages.takeVerifyCode}</Typography>
      <TextField
        label={messages.verifyCode}
        name="verifyCode"
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
