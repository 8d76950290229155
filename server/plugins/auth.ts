import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { serverMessages } from '../../src/messages.js';
import type { Db } from '../db/index.js';
import { findAdminForToken } from '../modules/admin/queries.js';
import { HttpError } from './errors.js';

export type Audience = 'admin' | 'member';

export interface AdminPrincipal {
  _id: string;
  email: string;
}

export interface MemberPrincipal {
  _id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminPrincipal;
    member?: MemberPrincipal;
  }
  interface FastifyInstance {
    tokens: Tokens;
    /** preHandler: answers 401 without a valid admin token, 403 for another audience or a pending admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: answers 401 without a valid member token, 403 for another audience. */
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
}

const ISSUER = 'selvedge';
export const ADMIN_TOKEN_TTL = '12h';
export const MEMBER_TOKEN_TTL = '7d';

/** Signs and verifies HS256 tokens with an algorithm allow-list, an issuer and an audience. */
export class Tokens {
  private key: Uint8Array;

  constructor(
    secret: string,
    private now: () => number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(audience: Audience, subject: string, claims: Record<string, unknown>, ttl: string): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(expiry(iat, ttl))
      .sign(this.key);
  }

  /** Verifies a token for one audience; throws HttpError 401 (bad or expired) or 403 (another audience). */
  async verify(token: string, audience: Audience): Promise<JWTPayload & { sub: string; iat: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return payload as JWTPayload & { sub: string; iat: number };
    } catch (err) {
      if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'aud') {
        throw new HttpError(403, serverMessages.forbidden);
      }
      throw new HttpError(401, serverMessages.unauthorized);
    }
  }
}

function expiry(iat: number, ttl: string): number {
  const m = /^(\d+)([smhd])$/.exec(ttl);
  if (!m) throw new Error(`bad ttl ${ttl}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as 's' | 'm' | 'h' | 'd'];
  return iat + Number(m[1]) * unit;
}

export function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!m) throw new HttpError(401, serverMessages.unauthorized);
  return m[1];
}

/** Per-account check made after the signature: the account must exist, be allowed in, and not have revoked this token. */
export type MemberCheck = (db: Db, payload: JWTPayload & { sub: string; iat: number }) => Promise<MemberPrincipal | null>;

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; now: () => number; db: Db; memberCheck?: MemberCheck }) => {
    const tokens = new Tokens(opts.secret, opts.now);
    app.decorate('tokens', tokens);
    app.decorateRequest('admin', undefined);
    app.decorateRequest('member', undefined);

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const payload = await tokens.verify(bearer(request), 'admin');
      const admin = await findAdminForToken(opts.db, payload.sub);
      if (!admin || payload.iat < Number(admin.tokensValidAfter)) throw new HttpError(401, serverMessages.unauthorized);
      if (admin.status !== 'active') throw new HttpError(403, serverMessages.forbidden);
      request.admin = { _id: admin._id, email: admin.email };
    });

    app.decorate('requireMember', async (request: FastifyRequest) => {
      const payload = await tokens.verify(bearer(request), 'member');
      const member = opts.memberCheck
        ? await opts.memberCheck(opts.db, payload)
        : { _id: payload.sub, email: String(payload.email ?? '') };
      if (!member) throw new HttpError(401, serverMessages.unauthorized);
      request.member = member;
    });
  },
  { name: 'auth' },
);
