import { Type, type Static } from '@sinclair/typebox';
import { EmailField, EmailOrMobileField, MobileField, Password, VerifyCodeField } from './account.js';
import { Envelope, Text } from './common.js';

/** A member as the server shows it (to the member themselves or an admin). */
export const MemberPublic = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  isVerified: Type.Boolean(),
  /** ISO-8601 time the account was created. */
  createAt: Type.String(),
  /** Avatar path such as /uploads/<id>.webp; null shows the placeholder. */
  url: Type.Union([Type.String(), Type.Null()]),
});
export type MemberPublic = Static<typeof MemberPublic>;

/**
 * The member token's payload (HS256, audience 'member'), as jwt-decode reads it in the browser:
 * exactly these fields plus the standard iat, aud, iss and sub. `exp` is in seconds.
 */
export interface MemberTokenPayload {
  _id: string;
  createAt: string;
  email: string;
  mobile: string;
  lastName: string;
  firstName: string;
  exp: number;
}

/** member_check: 201 code mailed; 208 email already registered; 209 mobile already registered. */
export const MemberCheckBody = Type.Object(
  { email: EmailField, mobile: MobileField, firstName: Text(100), lastName: Text(100) },
  { additionalProperties: false },
);
export type MemberCheckBody = Static<typeof MemberCheckBody>;

/**
 * member_set_password: registration sends `newPassword`, the reset screen sends `password`; one of
 * them is required. `email` may hold the mobile number the person typed. 201 set; 208 code not valid.
 */
export const MemberSetPasswordBody = Type.Object(
  { email: EmailOrMobileField, verifyCode: VerifyCodeField, newPassword: Type.Optional(Password), password: Type.Optional(Password) },
  { additionalProperties: false },
);
export type MemberSetPasswordBody = Static<typeof MemberSetPasswordBody>;

/** member_login: `email` takes the email or the mobile number. 200 signed in; 208 wrong email/mobile or password. */
export const MemberLoginBody = Type.Object(
  { email: EmailOrMobileField, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type MemberLoginBody = Static<typeof MemberLoginBody>;

export const MemberLoginReply = Type.Object({ message: Type.String(), token: Type.String(), result: MemberPublic });
export type MemberLoginReply = Static<typeof MemberLoginReply>;

export const MemberOne = Envelope(MemberPublic);
export type MemberOne = Static<typeof MemberOne>;

/** Multipart text fields of upload_member_profile_image; the file field is `image`. */
export const MemberImageFields = Type.Object({ memberId: Text(64) }, { additionalProperties: false });
export type MemberImageFields = Static<typeof MemberImageFields>;

export const MemberImageReply = Envelope(Type.Object({ url: Type.String() }));
export type MemberImageReply = Static<typeof MemberImageReply>;
