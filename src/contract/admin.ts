import { Type, type Static } from '@sinclair/typebox';
import { accountReplies, EmailField, ForgotPasswordBody, MobileField, Password, VerifyCodeField, VerifyEmailBody, VerifyEmailReply } from './account.js';
import { call } from './call.js';
import { EditVersion, Envelope, errorResponses, MessageBody, RecordVersion } from './common.js';
import { ListQueryWith, WithTotal } from './listQuery.js';

export const AdminPublic = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  fullName: Type.String(),
});
export type AdminPublic = Static<typeof AdminPublic>;

export const AdminLoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminLoginReply = Type.Object({ message: Type.String(), token: Type.String(), result: AdminPublic });
export type AdminLoginReply = Static<typeof AdminLoginReply>;

/** admin_check: 201 code mailed; 208 email already registered; 209 mobile already registered. */
export const AdminCheckBody = Type.Object(
  { email: EmailField, mobile: MobileField, fullName: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type AdminCheckBody = Static<typeof AdminCheckBody>;

/**
 * admin_set_password: finishes a registration (the new admin waits, status 'pending', until an active
 * admin approves them) or a reset after admin_forgot_password. 201 set; 208 code not valid.
 */
export const AdminSetPasswordBody = Type.Object(
  { email: EmailField, verifyCode: VerifyCodeField, newPassword: Password },
  { additionalProperties: false },
);
export type AdminSetPasswordBody = Static<typeof AdminSetPasswordBody>;

export const AdminStatus = Type.Union([Type.Literal('active'), Type.Literal('pending'), Type.Literal('inactive')]);
export type AdminStatus = Static<typeof AdminStatus>;

/** A row of get_admin_all, for the /admin_admins screen. */
export const AdminSummary = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  fullName: Type.String(),
  status: AdminStatus,
  createAt: Type.String(),
  version: RecordVersion,
});
export type AdminSummary = Static<typeof AdminSummary>;
/** GET /admin/get_admin_all's query (issue 17 §1): ListQuery's page, sort and search, and one status (e.g. the admins waiting for approval). */
export const AdminListQuery = ListQueryWith({ status: Type.Optional(AdminStatus) });
export type AdminListQuery = Static<typeof AdminListQuery>;
/** Fields the Admins screen's search looks in. */
export const ADMIN_SEARCH = ['fullName', 'email', 'mobile', 'status'] as const;

export const AdminList = Envelope(Type.Array(AdminSummary));
export const AdminOne = Envelope(AdminSummary);

/**
 * update_admin_status: approve ('active') or switch off ('inactive'); nobody can switch themself off (400).
 * `version`: the one the screen showed (issue 20 §1.4), so a switch based on a changed row is refused (409).
 */
export const AdminStatusBody = Type.Object(
  { _id: Type.String({ minLength: 1, maxLength: 64 }), status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]), version: EditVersion },
  { additionalProperties: false },
);
export type AdminStatusBody = Static<typeof AdminStatusBody>;

/**
 * The admin calls: sign-in, the registration and reset steps (public, each limited per IP by the
 * server) and the /admin_admins screen's list and status change.
 */
export const adminApi = {
  login: call({ method: 'POST', path: '/admin/admin_login', guard: 'public', schema: { body: AdminLoginBody, response: { 200: AdminLoginReply, ...errorResponses } } }),
  check: call({ method: 'POST', path: '/admin/admin_check', guard: 'public', schema: { body: AdminCheckBody, response: { 201: MessageBody, ...accountReplies } } }),
  verify: call({ method: 'POST', path: '/admin/admin_verify_email', guard: 'public', schema: { body: VerifyEmailBody, response: { 200: VerifyEmailReply, ...errorResponses } } }),
  setPassword: call({ method: 'POST', path: '/admin/admin_set_password', guard: 'public', schema: { body: AdminSetPasswordBody, response: { 201: MessageBody, ...accountReplies } } }),
  forgot: call({ method: 'POST', path: '/admin/admin_forgot_password', guard: 'public', schema: { body: ForgotPasswordBody, response: { 200: MessageBody, ...errorResponses } } }),
  list: call({ method: 'GET', path: '/admin/get_admin_all', guard: 'admin', schema: { querystring: AdminListQuery, response: { 200: WithTotal(AdminList), ...errorResponses } } }),
  setStatus: call({ method: 'POST', path: '/admin/update_admin_status', guard: 'admin', schema: { body: AdminStatusBody, response: { 200: AdminOne, ...errorResponses } } }),
};
