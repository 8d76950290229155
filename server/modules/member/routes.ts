import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MemberImageFields, memberApi } from '../../../src/contract/member.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { perIpLimit } from '../../plugins/account-limit.js';
import { badRequest, HttpError, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { decoyHash, hashPassword, verifyPassword } from '../accounts/password.js';
import { VerifyCodes } from '../accounts/codes.js';
import { identifierKey, normalEmail, parseIdentifier, requireEmail, requireMobile } from '../accounts/identity.js';
import {
  findMemberById,
  findMemberByIdentifier,
  insertRegisteredMember,
  registrationClash,
  setMemberImage,
  setMemberLocale,
  setMemberPassword,
  toPublic,
  type MemberRegistration,
} from './queries.js';
import { signMemberToken } from './token.js';
import { requestLocale } from '../../requestLocale.js';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const codes = new VerifyCodes(app);
  const limited = perIpLimit(app.config.rateLimit);

  /**
   * Registration step 1: mails a code that carries the details typed (issue 20 §1.2). Nothing is stored
   * until the password is set, so an unfinished registration holds no email or mobile, and asking again
   * (whoever asks) mails another code with its own details, leaving the codes already mailed as they were.
   */
  serve(
    app,
    memberApi.check,
    async (request, reply) => {
      const email = requireEmail(request.body.email);
      const mobile = requireMobile(request.body.mobile);
      const firstName = request.body.firstName.trim();
      const lastName = request.body.lastName.trim();
      if (!firstName) throw badRequest(inputTexts.required('body.firstName'));
      if (!lastName) throw badRequest(inputTexts.required('body.lastName'));
      // Every limit is checked before anything is written: a refused call writes nothing.
      await app.accountLimit(request, [`member_check:${email}`, `member_check:${mobile}`]);
      await app.codeIssueLimit(request, `member:${email}`);
      const clash = await registrationClash(app.db, email, mobile);
      if (clash === 'email_taken') {
        request.log.info({ email, ip: request.ip }, 'member check: email already registered');
        return reply.status(208).send({ message: serverMessages.emailRegistered });
      }
      if (clash === 'mobile_taken') {
        request.log.info({ email, ip: request.ip }, 'member check: mobile already registered');
        return reply.status(209).send({ message: serverMessages.mobileRegistered });
      }
      const registration: MemberRegistration = { mobile, firstName, lastName };
      await codes.issueAndMail('member_register', email, registration, requestLocale(request), { mobile });
      request.log.info({ email, ip: request.ip }, 'member registration code sent');
      return reply.status(201).send({ message: serverMessages.codeSent });
    },
    { config: limited },
  );

  /** Registration step 2: confirms the code (without using it up), so step 3 may use it. */
  serve(
    app,
    memberApi.verify,
    async (request) => {
      const email = normalEmail(request.body.email);
      const member = email ? await findMemberByIdentifier(app.db, { email }) : undefined;
      await app.accountLimit(request, [`member_verify:${member?._id ?? identifierKey(request.body.email)}`]);
      const row = email && !member?.passwordHash ? await codes.check('member_register', email, request.body.verifyCode) : null;
      if (!email || !row) {
        request.log.warn({ email: request.body.email, ip: request.ip }, 'member verify failed');
        return { message: serverMessages.codeInvalid, result: [] };
      }
      await codes.markVerified(row);
      request.log.info({ email, ip: request.ip }, 'member email verified');
      return { message: serverMessages.emailVerified, result: [{ email, isVerified: true as const }] };
    },
    { config: limited },
  );

  /**
   * Registration step 3 (code verified in step 2) or password reset (code from member_forgot_password).
   * Uses the code up; a reset also revokes every token issued before it.
   */
  serve(
    app,
    memberApi.setPassword,
    async (request, reply) => {
      const password = request.body.newPassword ?? request.body.password;
      if (password === undefined) throw badRequest(inputTexts.required('body.newPassword'));
      const member = await findMemberByIdentifier(app.db, parseIdentifier(request.body.email));
      // Keyed by the account, so typing its email or its mobile number does not double the tries.
      const device = member ? await app.trustedDevice(request, `member:${member._id}`) : null;
      await app.accountLimit(request, [`member_set:${member?._id ?? identifierKey(request.body.email)}`], { device });
      const reset = Boolean(member?.passwordHash);
      // A reset finds the account by email or mobile; a registration has only its email (and its code).
      const email = reset ? member!.email : normalEmail(request.body.email);
      const row = email ? await codes.check(reset ? 'member_reset' : 'member_register', email, request.body.verifyCode, { mustBeVerified: !reset }) : null;
      const passwordHash = row ? await hashPassword(password) : null;
      if (!email || !row || !passwordHash || !(await codes.consume(row))) {
        request.log.warn({ email: request.body.email, ip: request.ip }, 'member set password refused');
        return reply.status(208).send({ message: serverMessages.codeInvalid });
      }
      let id: string;
      if (reset) {
        id = member!._id;
        await setMemberPassword(app.db, id, passwordHash);
      } else {
        // The details that came with this code, whoever asked for other codes meanwhile.
        const registration = JSON.parse(row.payload ?? 'null') as MemberRegistration | null;
        const saved = registration ? await insertRegisteredMember(app.db, { ...registration, email, passwordHash }, new Date(app.config.now())) : null;
        if (saved === 'mobile_taken' || saved === 'email_taken') {
          // Someone else finished registering with this mobile first (or this email, in a race with itself).
          request.log.info({ email, ip: request.ip }, 'member registration refused: taken meanwhile');
          return reply.status(saved === 'email_taken' ? 208 : 209).send({ message: serverMessages[saved === 'email_taken' ? 'emailRegistered' : 'mobileRegistered'] });
        }
        if (!saved) return reply.status(208).send({ message: serverMessages.codeInvalid });
        id = saved._id;
      }
      // The mailbox is proven: this browser is the owner's device from now on (a new device's way past a flood).
      app.trustDevice(reply, `member:${id}`);
      request.log.info({ member: id, ip: request.ip }, reset ? 'member password reset' : 'member registered');
      return reply.status(201).send({ message: serverMessages.passwordSet });
    },
    { config: limited },
  );

  /** Mails a reset code to a registered member; answers the same whether or not the account exists. */
  serve(
    app,
    memberApi.forgot,
    async (request) => {
      const member = await findMemberByIdentifier(app.db, parseIdentifier(request.body.email));
      const account = member?._id ?? identifierKey(request.body.email);
      // No per-account try limit here (nothing is guessed): strangers must not be able to block a reset
      // (issue 20 §1.2). Counted for unknown accounts too, so the answer says nothing about the account;
      // past the account's cap nothing is mailed, and the codes mailed before stay valid.
      const mail = await app.codeIssueLimit(request, `member_reset:${member?.email ?? account}`, { quiet: true });
      if (mail && member?.passwordHash) {
        // Issued and mailed after the answer, so a known account answers as fast as an unknown one (no
        // timing tells them apart) and a mail failure cannot change the answer; it is only logged.
        const { _id, email } = member;
        const locale = requestLocale(request);
        app.mail.later(
          `reset:${email}`,
          async () => {
            await codes.issueAndMail('member_reset', email, undefined, locale);
            request.log.info({ member: _id, ip: request.ip }, 'member reset code sent');
          },
          (err) => request.log.error({ err, member: _id }, 'member reset mail failed'),
        );
      } else {
        request.log.info({ email: request.body.email, ip: request.ip }, 'member reset asked for an unknown account');
      }
      return { message: serverMessages.forgotSent };
    },
    { config: limited },
  );

  serve(
    app,
    memberApi.login,
    async (request, reply) => {
      const member = await findMemberByIdentifier(app.db, parseIdentifier(request.body.email));
      const device = member ? await app.trustedDevice(request, `member:${member._id}`) : null;
      await app.accountLimit(request, [`member_login:${member?._id ?? identifierKey(request.body.email)}`], { device });
      // Unknown accounts verify against a decoy hash, so both failures take as long and answer alike.
      const ok = await verifyPassword(member?.passwordHash ?? (await decoyHash()), request.body.password);
      if (!member?.passwordHash || !ok) {
        if (device) await app.deviceFailed(device);
        request.log.warn({ email: request.body.email, member: member?._id, ip: request.ip }, 'member login failed');
        return reply.status(208).send({ message: serverMessages.wrongCredentials });
      }
      const token = await signMemberToken(app, member);
      app.trustDevice(reply, `member:${member._id}`);
      request.log.info({ member: member._id, ip: request.ip }, 'member login');
      const locale = member.locale === 'en' || member.locale === 'th' ? member.locale : undefined;
      return { message: serverMessages.loggedIn, token, result: toPublic(member), ...(locale ? { locale } : {}) };
    },
    { config: limited },
  );

  /** Accepts an active admin's token, else the member's own token (401/403 as requireMember answers). */
  async function adminOrMember(request: FastifyRequest) {
    try {
      await app.requireAdmin(request);
      return;
    } catch {
      await app.requireMember(request);
    }
  }

  serve(
    app,
    memberApi.byId,
    async (request) => {
      if (!request.admin && request.member?._id !== request.params.id) {
        request.log.warn({ member: request.member?._id, asked: request.params.id, ip: request.ip }, 'member data denied');
        throw new HttpError(403, serverMessages.forbidden);
      }
      const member = await findMemberById(app.db, request.params.id);
      if (!member) throw notFound();
      return { message: serverMessages.ok, result: toPublic(member) };
    },
    { preHandler: adminOrMember },
  );

  serve(app, memberApi.setLocale, async (request) => {
    await setMemberLocale(app.db, request.member!._id, request.body.locale);
    return { message: serverMessages.ok };
  });

  serve(app, memberApi.uploadImage, async (request) => {
    const { fields, files, cleanup } = await app.uploads.readMultipart(request, MemberImageFields, { fileFields: ['image'] });
    try {
      const me = request.member!._id;
      if (fields.memberId !== me) {
        request.log.warn({ member: me, asked: fields.memberId, ip: request.ip }, 'profile image for another member denied');
        throw new HttpError(403, serverMessages.forbidden);
      }
      const url = await app.uploads.saveImage(files.image);
      const previous = await setMemberImage(app.db, me, url).catch(async (err) => {
        await app.uploads.dropImage(url);
        throw err;
      });
      if (previous && previous !== url) await app.uploads.removeImage(previous);
      request.log.info({ member: me, ip: request.ip }, 'member profile image saved');
      return { message: serverMessages.avatarSaved, result: { url } };
    } finally {
      await cleanup();
    }
  });
};
