import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_SEARCH, adminApi } from '../../../src/contract/admin.js';
import { listAnswer } from '../../listAnswer.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { mailTexts } from '../../../src/contract/backOfficeTexts.js';
import { mailTextsTh } from '../../../src/contract/th/backOfficeTexts.js';
import { requestLocale } from '../../requestLocale.js';
import { perIpLimit } from '../../plugins/account-limit.js';
import { ADMIN_TOKEN_TTL } from '../../plugins/auth.js';
import { badRequest, HttpError, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { editStamp, unlessStale } from '../../edits.js';
import { VerifyCodes } from '../accounts/codes.js';
import { identifierKey, normalEmail, requireEmail, requireMobile } from '../accounts/identity.js';
import { decoyHash, hashPassword, verifyPassword } from '../accounts/password.js';
import { findAdminByEmail, findAdminByMobile, insertAdmin, listAdmins, setAdminPassword, setAdminStatus } from './queries.js';

/** What admin_check carries to admin_set_password inside the registration code. */
interface AdminRegistration {
  fullName: string;
  mobile: string;
}

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const codes = new VerifyCodes(app);
  const limited = perIpLimit(app.config.rateLimit);

  serve(
    app,
    adminApi.login,
    async (request, reply) => {
      const admin = await findAdminByEmail(app.db, request.body.email.trim());
      const device = admin ? await app.trustedDevice(request, `admin:${admin._id}`) : null;
      await app.accountLimit(request, [`admin_login:${identifierKey(request.body.email)}`], { device });
      const ok = await verifyPassword(admin?.passwordHash ?? (await decoyHash()), request.body.password);
      if (!admin || !ok) {
        if (device) await app.deviceFailed(device);
        request.log.warn({ email: request.body.email, ip: request.ip }, 'admin login failed');
        throw new HttpError(401, serverMessages.wrongCredentials);
      }
      if (admin.status !== 'active') {
        request.log.warn({ admin: admin._id, status: admin.status, ip: request.ip }, 'admin login refused');
        throw new HttpError(403, admin.status === 'pending' ? serverMessages.adminPending : serverMessages.adminInactive);
      }
      app.trustDevice(reply, `admin:${admin._id}`);
      request.log.info({ admin: admin._id, ip: request.ip }, 'admin login');
      const token = await app.tokens.sign('admin', admin._id, { email: admin.email, ver: admin.tokenVersion }, ADMIN_TOKEN_TTL);
      return {
        message: serverMessages.ok,
        token,
        result: { _id: admin._id, email: admin.email, mobile: admin.mobile, fullName: admin.fullName },
      };
    },
    { config: limited },
  );

  /** Registration step 1: nothing is stored but the mailed code, which carries the name and mobile. */
  serve(
    app,
    adminApi.check,
    async (request, reply) => {
      const email = requireEmail(request.body.email);
      const mobile = requireMobile(request.body.mobile);
      const fullName = request.body.fullName.trim();
      if (!fullName) throw badRequest(inputTexts.required('body.fullName'));
      await app.accountLimit(request, [`admin_check:${email}`, `admin_check:${mobile}`]);
      await app.codeIssueLimit(request, `admin:${email}`);
      // Whoever asks gets the same answer (issue 20 §1.6): an admin's email or mobile is not told to a
      // stranger. The email's owner learns by mail that it already has an account; a mobile another admin
      // has is refused at admin_set_password, once the asker has proven the mailbox (README: accounts).
      if (await findAdminByEmail(app.db, email)) {
        request.log.info({ email, ip: request.ip }, 'admin check: email already registered, its owner told by mail');
        const texts = requestLocale(request) === 'th' ? mailTextsTh : mailTexts;
        await app.mail.send({ to: email, subject: texts.adminExistsSubject, text: `${texts.adminExists}\n` });
        return reply.status(201).send({ message: serverMessages.codeSent });
      }
      const registration: AdminRegistration = { fullName, mobile };
      await codes.issueAndMail('admin_register', email, registration, requestLocale(request), { mobile });
      request.log.info({ email, ip: request.ip }, 'admin registration code sent');
      return reply.status(201).send({ message: serverMessages.codeSent });
    },
    { config: limited },
  );

  serve(
    app,
    adminApi.verify,
    async (request) => {
      await app.accountLimit(request, [`admin_verify:${identifierKey(request.body.email)}`]);
      const email = normalEmail(request.body.email);
      const row = email && !(await findAdminByEmail(app.db, email)) ? await codes.check('admin_register', email, request.body.verifyCode) : null;
      if (!email || !row) {
        request.log.warn({ email: request.body.email, ip: request.ip }, 'admin verify failed');
        return { message: serverMessages.codeInvalid, result: [] };
      }
      await codes.markVerified(row);
      request.log.info({ email, ip: request.ip }, 'admin email verified');
      return { message: serverMessages.emailVerified, result: [{ email, isVerified: true as const }] };
    },
    { config: limited },
  );

  /**
   * Registration step 3 (creates the admin as 'pending': an active admin must approve them) or a reset
   * after admin_forgot_password (revokes the admin's earlier tokens). Uses the code up.
   */
  serve(
    app,
    adminApi.setPassword,
    async (request, reply) => {
      const email = normalEmail(request.body.email);
      const admin = email ? await findAdminByEmail(app.db, email) : undefined;
      const device = admin ? await app.trustedDevice(request, `admin:${admin._id}`) : null;
      await app.accountLimit(request, [`admin_set:${email ?? identifierKey(request.body.email)}`], { device });
      const row = email
        ? await codes.check(admin ? 'admin_reset' : 'admin_register', email, request.body.verifyCode, { mustBeVerified: !admin })
        : null;
      const passwordHash = row ? await hashPassword(request.body.newPassword) : null;
      if (!email || !row || !passwordHash || !(await codes.consume(row))) {
        request.log.warn({ email: request.body.email, ip: request.ip }, 'admin set password refused');
        return reply.status(208).send({ message: serverMessages.codeInvalid });
      }
      if (admin) {
        await setAdminPassword(app.db, admin._id, passwordHash);
        app.trustDevice(reply, `admin:${admin._id}`);
        request.log.info({ admin: admin._id, ip: request.ip }, 'admin password reset');
        return reply.status(201).send({ message: serverMessages.passwordSet });
      }
      const registration = JSON.parse(row.payload ?? '{}') as AdminRegistration;
      if (await findAdminByMobile(app.db, registration.mobile)) {
        return reply.status(209).send({ message: serverMessages.mobileRegistered });
      }
      const created = await insertAdmin(
        app.db,
        { email, mobile: registration.mobile, fullName: registration.fullName, passwordHash, status: 'pending' },
        new Date(app.config.now()),
      );
      request.log.info({ admin: created._id, ip: request.ip }, 'admin registered, awaiting approval');
      return reply.status(201).send({ message: serverMessages.adminRegistered });
    },
    { config: limited },
  );

  /** Mails a reset code to an existing admin; answers the same whether or not the account exists. */
  serve(
    app,
    adminApi.forgot,
    async (request) => {
      // As member_forgot_password: no per-account try limit, and past the account's code cap nothing is mailed.
      const mail = await app.codeIssueLimit(request, `admin_reset:${identifierKey(request.body.email)}`, { quiet: true });
      const email = normalEmail(request.body.email);
      const admin = email ? await findAdminByEmail(app.db, email) : undefined;
      if (mail && admin) {
        // Issued and mailed after the answer, so a known account answers as fast as an unknown one (no
        // timing tells them apart) and a mail failure cannot change the answer; it is only logged.
        const { _id, email: to } = admin;
        const locale = requestLocale(request);
        app.mail.later(
          `reset:${to}`,
          async () => {
            await codes.issueAndMail('admin_reset', to, undefined, locale);
            request.log.info({ admin: _id, ip: request.ip }, 'admin reset code sent');
          },
          (err) => request.log.error({ err, admin: _id }, 'admin reset mail failed'),
        );
      } else {
        request.log.info({ email: request.body.email, ip: request.ip }, 'admin reset asked for an unknown account');
      }
      return { message: serverMessages.forgotSent };
    },
    { config: limited },
  );

  serve(app, adminApi.list, async (request) => {
    const { status, ...list } = request.query;
    return listAnswer(await listAdmins(app.db), list, ADMIN_SEARCH, { keep: (a) => !status || a.status === status });
  });

  /** Approves a pending admin or switches one off; an admin cannot switch themself off. */
  serve(app, adminApi.setStatus, async (request) => {
    const me = request.admin!._id;
    if (request.body._id === me && request.body.status !== 'active') throw badRequest(serverMessages.cannotDeactivateSelf);
    const updated = unlessStale(await setAdminStatus(app.db, request.body._id, request.body.status, editStamp(request, request.body.version)));
    if (!updated) throw notFound();
    request.log.info({ admin: me, target: updated._id, status: updated.status, ip: request.ip }, 'admin status changed');
    return { message: serverMessages.statusUpdated, result: updated };
  });
};
