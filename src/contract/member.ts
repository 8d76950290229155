import { Type, type Static } from '@sinclair/typebox';
import { accountReplies, EmailField, EmailOrMobileField, ForgotPasswordBody, MobileField, Password, VerifyCodeField, VerifyEmailBody, VerifyEmailReply } from './account.js';
import { call } from './call.js';
import { Envelope, errorResponses, IdParams, MessageBody, Text } from './common.js';

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

/** A language of the site (src/i18n/translation.ts LOCALES). */
export const LocaleField = Type.Union([Type.Literal('en'), Type.Literal('th')]);

/** `locale`: the language the member chose on some browser (issue 19), which the signing-in browser applies; absent until they choose. */
export const MemberLoginReply = Type.Object({ message: Type.String(), token: Type.String(), result: MemberPublic, locale: Type.Optional(LocaleField) });
export type MemberLoginReply = Static<typeof MemberLoginReply>;

export const MemberOne = Envelope(MemberPublic);
export type MemberOne = Static<typeof MemberOne>;

/** Multipart text fields of upload_member_profile_image; the file field is `image`. */
export const MemberImageFields = Type.Object({ memberId: Text(64) }, { additionalProperties: false });
export type MemberImageFields = Static<typeof MemberImageFields>;

export const MemberImageReply = Envelope(Type.Object({ url: Type.String() }));
export type MemberImageReply = Static<typeof MemberImageReply>;

/** member_locale: the member's chosen language (issue 19). */
export const MemberLocaleBody = Type.Object({ locale: LocaleField }, { additionalProperties: false });
export type MemberLocaleBody = Static<typeof MemberLocaleBody>;

/**
 * The member's own calls: the registration and reset steps and sign-in (public, each limited per IP
 * by the server), their record (the member themself or an admin) and their profile picture. The
 * Members screen's /member/... calls are in adminMember.ts.
 */
export const memberApi = {
  check: call({ method: 'POST', path: '/member/member_check', guard: 'public', schema: { body: MemberCheckBody, response: { 201: MessageBody, ...accountReplies } } }),
  verify: call({ method: 'POST', path: '/member/member_verify_email', guard: 'public', schema: { body: VerifyEmailBody, response: { 200: VerifyEmailReply, ...errorResponses } } }),
  setPassword: call({ method: 'POST', path: '/member/member_set_password', guard: 'public', schema: { body: MemberSetPasswordBody, response: { 201: MessageBody, ...accountReplies } } }),
  forgot: call({ method: 'POST', path: '/member/member_forgot_password', guard: 'public', schema: { body: ForgotPasswordBody, response: { 200: MessageBody, ...errorResponses } } }),
  login: call({ method: 'POST', path: '/member/member_login', guard: 'public', schema: { body: MemberLoginBody, response: { 200: MemberLoginReply, 208: MessageBody, ...errorResponses } } }),
  byId: call({
    method: 'POST',
    path: '/member/get_member_data_by_id/:id',
    guard: 'self',
    schema: { security: [{ adminToken: [] }, { memberToken: [] }], params: IdParams, response: { 200: MemberOne, ...errorResponses } },
  }),
  /** Keeps the language a signed-in member chose with the switch, for their next sign-in elsewhere (issue 19). */
  setLocale: call({ method: 'POST', path: '/member/member_locale', guard: 'member', schema: { body: MemberLocaleBody, response: { 200: MessageBody, ...errorResponses } } }),
  uploadImage: call({
    method: 'POST',
    path: '/member/upload_member_profile_image',
    guard: 'member',
    schema: { consumes: ['multipart/form-data'], form: { fields: MemberImageFields, files: { image: 'required' } }, response: { 200: MemberImageReply, ...errorResponses } },
  }),
};
