import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { serverMessages } from '../../src/contract/texts.js';
import type { Db } from '../db/index.js';
import { findAdminForToken } from '../modules/admin/queries.js';
import { HttpError } from './errors.js';

type Audience = 'admin' | 'member';

interface AdminPrincipal {
  _id: string;
  email: string;
}

export interface MemberPrincipal {
  _id: string;
  email: string;
}

interface RouteEntry {
  method: string;
  url: string;
  guard: 'admin' | 'member' | null;
  /** The schema the route declared (body, params, consumes…), for tests generated from this table. */
  schema?: FastifySchema;
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
    /** Every route registered after the auth plugin, with the guard it runs. */
    routeTable: RouteEntry[];
  }
}

const ISSUER = 'selvedge';

/** The account version a token was issued under (`ver`; tokens from before versions existed count as 0). */
export const tokenVersionOf = (payload: JWTPayload): number => (typeof payload.ver === 'number' ? payload.ver : 0);
export const ADMIN_TOKEN_TTL = '12h';
export const MEMBER_TOKEN_TTL = '7d';

/** Signs and verifies HS256 tokens with an algorithm allow-list, an issuer and an audience. */
class Tokens {
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
      // Another audience is 403 only while the token is otherwise good: an expired one means "sign in again" (401).
      if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'aud' && !expired(token, this.now())) {
        throw new HttpError(403, serverMessages.forbidden);
      }
      throw new HttpError(401, serverMessages.unauthorized);
    }
  }
}

function expired(token: string, now: number): boolean {
  const { exp } = decodeJwt(token);
  return typeof exp !== 'number' || exp * 1000 <= now;
}

function expiry(iat: number, ttl: string): number {
  const m = /^(\d+)([smhd])$/.exec(ttl);
  if (!m) throw new Error(`bad ttl ${ttl}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as 's' | 'm' | 'h' | 'd'];
  return iat + Number(m[1]) * unit;
}

function bearer(request: FastifyRequest): string {
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
      if (!admin || tokenVersionOf(payload) !== Number(admin.tokenVersion)) throw new HttpError(401, serverMessages.unauthorized);
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

    /**
     * Guards run before the body is validated, so a caller without a token learns nothing about a
     * call's schema (401, not 400). Routes name their guard as `preHandler: app.requireAdmin`; this moves
     * it to preValidation and records every route with its guard in `app.routeTable` (tests walk it).
     */
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      const pre = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      const guards = pre.filter((h) => h === app.requireAdmin || h === app.requireMember);
      const guard: RouteEntry['guard'] = guards.includes(app.requireAdmin) ? 'admin' : guards.includes(app.requireMember) ? 'member' : null;
      if (guards.length) {
        route.preHandler = pre.filter((h) => !guards.includes(h));
        const validation = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
        route.preValidation = [...guards, ...validation] as typeof route.preValidation;
      }
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method !== 'HEAD') routeTable.push({ method, url: route.url, guard, schema: route.schema });
      }
    });
  },
  { name: 'auth' },
);
