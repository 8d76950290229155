import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTACT_LIST_SEARCH, CONTACT_SOURCES, contactListApi, MOBILE_MATCH_MAX, type MobileMatchMember, type NewContactListBody } from '../../../src/contract/contactList.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { contactListServerTexts } from '../../../src/contract/backOfficeTexts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { normalEmail } from '../accounts/identity.js';
import { canonicalMobile } from '../accounts/phone.js';
import { locations } from '../location/reads.js';
import { accountsByMobile, contactListsByMobile, customersByMobile, deleteContactList, insertContactList, listContactLists, type ContactListInput } from './queries.js';
import { createdBetween, listAnswer } from '../../listAnswer.js';

/**
 * A typed number or part of one, as stored: spaces, dashes, dots and brackets dropped, +66 written
 * 0…; '' while only "+", "+6" or "+66" is typed. 400 for anything but digits with an optional +.
 */
function searchDigits(raw: string): string {
  const typed = raw.replace(/[\s().-]/g, '');
  if (!/^\+?\d*$/.test(typed) || typed.length > 16) throw badRequest(inputTexts.searchDigits('body.mobile'));
  if ('+66'.startsWith(typed)) return '';
  return typed.startsWith('+66') ? `0${typed.slice(3)}` : typed;
}

const POSTCODE = /^\d{5}$/;

/** Trims every field, normalises mobile and email; 400 naming a bad one. */
function cleanEntry(body: NewContactListBody): ContactListInput {
  const text = (v: string | undefined) => (v ?? '').trim();
  const input: ContactListInput = {
    fullName: text(body.fullName),
    mobile: text(body.mobile),
    from: text(body.from).toUpperCase(),
    address: text(body.address),
    district: text(body.district),
    city: text(body.city),
    province: text(body.province),
    postCode: text(body.postCode),
    email: text(body.email),
    lineId: text(body.lineId),
    detail: text(body.detail),
  };
  if (!input.fullName) throw badRequest(inputTexts.required('body.fullName'));
  if (!input.mobile) throw badRequest(inputTexts.required('body.mobile'));
  input.mobile = canonicalMobile(input.mobile) ?? fail(serverMessages.invalidMobile);
  if (!(CONTACT_SOURCES as readonly string[]).includes(input.from)) throw badRequest(inputTexts.oneOf('body.from', CONTACT_SOURCES));
  if (input.email) input.email = normalEmail(input.email) ?? fail(serverMessages.invalidEmail);
  if (input.postCode && !POSTCODE.test(input.postCode)) throw badRequest(inputTexts.fiveDigits('body.postCode'));
  return input;
}

function fail(message: string): never {
  throw badRequest(message);
}

/**
 * spec.md §7 Contact list, admin only: the list (newest first), the search by mobile the phone
 * pop-up uses (entries, plus business customers and storefront accounts with that number), add (one
 * entry per number: 409 for a second) and delete.
 */
export const contactListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, contactListApi.list, async (request) => {
    const { dateFrom, dateTo, ...list } = request.query;
    return listAnswer(await listContactLists(app.db, createdBetween('querystring', { dateFrom, dateTo })), list, CONTACT_LIST_SEARCH);
  });

  serve(app, contactListApi.byMobile, async (request) => {
    const digits = searchDigits(request.body.mobile);
    if (!digits) return { message: serverMessages.ok, result: [], members: [] };
    const [result, customers, accounts, index] = await Promise.all([
      contactListsByMobile(app.db, digits, MOBILE_MATCH_MAX),
      customersByMobile(app.db, digits, MOBILE_MATCH_MAX),
      accountsByMobile(app.db, digits, MOBILE_MATCH_MAX),
      locations(app.db),
    ]);
    const members: MobileMatchMember[] = [
      ...customers.map((c) => ({
        _id: c._id,
        kind: 'customer' as const,
        fullName: `${c.firstName} ${c.lastName}`.trim(),
        mobile: c.mobile,
        email: c.email,
        address: c.address,
        ...index.addressNames(c),
        // The customer's own postcode where one was entered (a district may have several).
        ...(c.postCode ? { postCode: c.postCode } : {}),
      })),
      ...accounts.map((a) => ({
        _id: a._id,
        kind: 'account' as const,
        fullName: `${a.firstName} ${a.lastName}`.trim(),
        mobile: a.mobile,
        email: a.email,
        address: '',
        district: '',
        city: '',
        province: '',
        postCode: '',
      })),
    ].slice(0, MOBILE_MATCH_MAX);
    return { message: serverMessages.ok, result, members };
  });

  serve(app, contactListApi.add, async (request, reply) => {
    const input = cleanEntry(request.body);
    const saved = await insertContactList(app.db, input, new Date(app.config.now()));
    if ('taken' in saved) throw conflict(contactListServerTexts.taken(input.mobile));
    return reply.status(201).send({ message: serverMessages.created, result: saved.entry });
  });

  serve(app, contactListApi.delete, async (request) => {
    if (!(await deleteContactList(app.db, request.body.id))) throw notFound();
    return { message: serverMessages.deleted };
  });
};
