import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/passwordRule';
import { accountTexts, messages } from '../../messages';

/** Step 1 of a register wizard: every basic field filled, else spec.md's 'Email Or Mobile Cannot Be Null.'. */
export function basicDataError(values: Record<string, string>): string | null {
  return Object.values(values).every((v) => v.trim() !== '') ? null : messages.emailOrMobileNull;
}

/** A verify code must be typed: 'Please Insert Your Verify Code!!!'. */
export function verifyCodeError(code: string): string | null {
  return code.trim() ? null : messages.insertVerifyCode;
}

/** Both passwords present and equal ('The Password Not Same.'), and within the server's 8–128 rule. */
export function passwordError(password: string, retype: string): string | null {
  if (!password || password !== retype) return messages.passwordNotSame;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return accountTexts.passwordLength;
  return null;
}
