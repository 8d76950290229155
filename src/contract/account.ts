import { Type, type Static } from '@sinclair/typebox';
import { Envelope, errorResponses, MessageBody } from './common.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwordRule.js';

export const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
/** An email field; the server trims, lower-cases and checks it (400 naming the field otherwise). */
export const EmailField = Type.String({ minLength: 1, maxLength: 254 });
/** A mobile field; spaces and dashes are dropped, then 6 to 15 digits with an optional leading +. */
export const MobileField = Type.String({ minLength: 1, maxLength: 32 });
/** "Email Or Mobile Number": an email when it contains @, else a mobile number. */
export const EmailOrMobileField = Type.String({ minLength: 1, maxLength: 254 });
/** Six digits; anything else simply does not match (and uses up a try). */
export const VerifyCodeField = Type.String({ minLength: 1, maxLength: 16 });

export const VerifyEmailBody = Type.Object({ email: EmailOrMobileField, verifyCode: VerifyCodeField }, { additionalProperties: false });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

const VerifiedEmail = Type.Object({ email: Type.String(), isVerified: Type.Literal(true) });

/**
 * Answer of *_verify_email, always status 200: `result` holds one `{ email, isVerified: true }` when the
 * code matched, and is the empty array `[]` for a wrong, used, expired or cancelled code.
 */
export const VerifyEmailReply = Envelope(Type.Array(VerifiedEmail, { maxItems: 1 }));
export type VerifyEmailReply = Static<typeof VerifyEmailReply>;

export const ForgotPasswordBody = Type.Object({ email: EmailOrMobileField }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** The answers of the account steps that can find the email (208) or the mobile (209) already registered. */
export const accountReplies = { ...errorResponses, 208: MessageBody, 209: MessageBody };
