import type { FastifyInstance } from 'fastify';
import type { ContactUs } from '../../../src/contract/contactUs.js';
import { listContactUs } from './queries.js';

/** The shop's contact records, cached: the contact page and its page head. */
export const allContactUs = (app: FastifyInstance): Promise<ContactUs[]> => app.publicCache.get('contactUs:all', () => listContactUs(app.db));
