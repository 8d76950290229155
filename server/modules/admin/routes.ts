import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminLoginBody, AdminLoginReply } from '../../../src/contract/admin.js';
import { errorResponses } from '../../../src/contract/common.js';
import { serverMessages } from '../../../src/messages.js';
import { ADMIN_TOKEN_TTL } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { decoyHash, verifyPassword } from './password.js';
import { findAdminByEmail } from './queries.js';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/admin_login',
    {
      config: { rateLimit: app.config.rateLimit && { max: app.config.rateLimit.max, timeWindow: app.config.rateLimit.windowMs } },
      schema: { body: AdminLoginBody, response: { 200: AdminLoginReply, ...errorResponses } },
    },
    async (request) => {
      const admin = await findAdminByEmail(app.db, request.body.email.trim());
      const ok = await verifyPassword(admin?.passwordHash ?? (await decoyHash()), request.body.password);
      if (!admin || !ok) {
        request.log.warn({ email: request.body.email, ip: request.ip }, 'admin login failed');
        throw new HttpError(401, serverMessages.wrongCredentials);
      }
      if (admin.status === 'pending') throw new HttpError(403, serverMessages.adminPending);
      if (admin.status !== 'active') throw new HttpError(403, serverMessages.adminInactive);
      request.log.info({ admin: admin._id, ip: request.ip }, 'admin login');
      const token = await app.tokens.sign('admin', admin._id, { email: admin.email }, ADMIN_TOKEN_TTL);
      return {
        message: serverMessages.ok,
        token,
        result: { _id: admin._id, email: admin.email, mobile: admin.mobile, fullName: admin.fullName },
      };
    },
  );
};
