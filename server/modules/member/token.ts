import type { FastifyInstance } from 'fastify';
import type { MemberTokenPayload } from '../../../src/contract/member.js';
import { MEMBER_TOKEN_TTL, tokenVersionOf, type MemberCheck } from '../../plugins/auth.js';
import { findMemberForToken, type MemberRow } from './queries.js';

/** Signs a member token whose payload is exactly spec.md's fields (plus the standard iat, aud, iss, sub, exp). */
export function signMemberToken(app: FastifyInstance, m: MemberRow): Promise<string> {
  const claims: Omit<MemberTokenPayload, 'exp'> = {
    _id: m._id,
    createAt: m.createAt,
    email: m.email,
    mobile: m.mobile,
    lastName: m.lastName,
    firstName: m.firstName,
  };
  return app.tokens.sign('member', m._id, { ...claims, ver: m.tokenVersion }, MEMBER_TOKEN_TTL);
}

/** The auth plugin's per-request member check: the member exists, has a password, and has not revoked this token. */
export const memberCheck: MemberCheck = async (db, payload) => {
  const row = await findMemberForToken(db, payload.sub);
  if (!row || !row.passwordHash || tokenVersionOf(payload) !== Number(row.tokenVersion)) return null;
  return { _id: row._id, email: row.email };
};
