import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/index.js';
import { adminMemberApi, MEMBER_LIST_LIMIT, MEMBER_SEARCH_MAX, type AdminMemberFields } from '../../../src/contract/adminMember.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { memberServerTexts } from '../../../src/contract/backOfficeTexts.js';
import { normalEmail } from '../accounts/identity.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { editStamp, unlessStale } from '../../edits.js';
import { createdBetween } from '../../listAnswer.js';
import { canonicalMobile, mobileVariants } from '../accounts/phone.js';
import {
  contactFormsFrom,
  contactListsOfMobiles,
  findAdminMember,
  insertAdminMember,
  listAdminMembers,
  placeNames,
  placeProblem,
  searchAdminMembers,
  twoMembers,
  updateAdminMember,
  type AdminMemberInput,
} from './queries.js';

/** Trims every field, lower-cases the email and normalises the mobile; 400 naming a bad one. */
function cleanFields(body: AdminMemberFields): AdminMemberInput {
  const text = (v: string | undefined) => (v ?? '').trim();
  const input: AdminMemberInput = {
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    bussiness: text(body.bussiness),
    email: text(body.email),
    mobile: text(body.mobile),
    address: text(body.address),
    country: text(body.country),
    province: text(body.province),
    city: text(body.city),
    district: text(body.district),
    postCode: text(body.postCode),
    ...(body.tier ? { tier: body.tier } : {}),
  };
  if (!input.firstName) throw badRequest(inputTexts.required('body.firstName'));
  if (!input.lastName) throw badRequest(inputTexts.required('body.lastName'));
  if (input.email) input.email = normalEmail(input.email) ?? badField(serverMessages.invalidEmail);
  if (input.mobile) input.mobile = canonicalMobile(input.mobile) ?? badField(serverMessages.invalidMobile);
  if (input.postCode && !/^\d{5}$/.test(input.postCode)) throw badRequest(inputTexts.fiveDigits('body.postCode'));
  return input;
}

function badField(message: string): never {
  throw badRequest(message);
}

/** cleanFields, then the address: 400 naming a place that does not exist or is not in the one chosen above it. */
async function checkedFields(db: Db, body: AdminMemberFields): Promise<AdminMemberInput> {
  const input = cleanFields(body);
  const problem = await placeProblem(db, input);
  if (problem) throw badRequest(`body.${problem.field}: ${problem.reason}`);
  return input;
}

/**
 * The Members screen's calls (spec.md §7 Members, admin only): the shop's business customers, paged
 * and searched on the server, a pop-up search by mobile or email, add (a taken email or mobile answers
 * the spec's 404) and our own edit (409 on a taken email or mobile, 404 for an unknown id).
 */
export const adminMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, adminMemberApi.list, async (request) => {
    const b = request.body;
    const since = b.since ? new Date(b.since) : undefined;
    if (since && Number.isNaN(since.getTime())) throw badRequest(inputTexts.notADate('body.since'));
    const { rows, total } = await listAdminMembers(app.db, {
      page: b.page ?? 1,
      perPage: b.perPage ?? b.limit ?? MEMBER_LIST_LIMIT,
      q: b.q,
      source: b.source,
      since,
      range: createdBetween('body', { dateFrom: b.dateFrom, dateTo: b.dateTo }),
      sort: b.sort ?? 'createAt',
      order: b.order ? (b.order.toLowerCase() as 'asc' | 'desc') : b.sort && b.sort !== 'createAt' ? 'asc' : 'desc',
    });
    return { message: serverMessages.ok, result: rows, total };
  });

  serve(app, adminMemberApi.search, async (request) => {
    const mobile = request.body.mobile?.replace(/[\s().-]/g, '') ?? '';
    const email = request.body.email?.trim() ?? '';
    const q = request.body.q?.trim() ?? '';
    if (!mobile && !email && !q) throw badRequest(inputTexts.requiredOneOf('body.mobile', ['body.email', 'body.q']));
    // A number typed in the international form also finds the stored local one.
    const local = mobile.startsWith('+66') ? `0${mobile.slice(3)}` : mobile;
    const result = await searchAdminMembers(app.db, { mobile: local, email, q }, MEMBER_SEARCH_MAX);
    return { message: serverMessages.ok, result };
  });

  serve(app, adminMemberApi.detail, async (request) => {
    const member = await findAdminMember(app.db, request.params.id);
    if (!member) throw notFound();
    const mobiles = mobileVariants(member.mobile);
    const [places, contactForms, contactLists] = await Promise.all([
      placeNames(app.db, member),
      contactFormsFrom(app.db, mobiles, member.email || undefined),
      contactListsOfMobiles(app.db, mobiles),
    ]);
    return { message: serverMessages.ok, result: { member, places, contactForms, contactLists } };
  });

  serve(app, adminMemberApi.add, async (request, reply) => {
    const input = await checkedFields(app.db, request.body);
    // A website member's email or mobile links the customer to them (one person); one member's email
    // and another's mobile would make one customer of two people.
    const two = await twoMembers(app.db, input);
    if (two) throw conflict(memberServerTexts.twoPeople(input.email, two.email, input.mobile, two.mobile));
    const saved = await insertAdminMember(app.db, input, new Date(app.config.now()));
    // spec.md §8: a member who already exists answers 404.
    if ('taken' in saved) throw new HttpError(404, memberServerTexts.taken(saved.taken, input[saved.taken]));
    request.log.info({ adminMember: saved.member._id, admin: request.admin?._id }, 'business member added');
    return reply.status(201).send({ message: serverMessages.created, result: saved.member });
  });

  serve(app, adminMemberApi.update, async (request) => {
    const person = await findAdminMember(app.db, request.params.id);
    if (!person) throw notFound();
    const input = await checkedFields(app.db, request.body);
    const two = await twoMembers(app.db, input);
    if (two) throw conflict(memberServerTexts.twoPeople(input.email, two.email, input.mobile, two.mobile));
    const now = new Date(app.config.now());
    // Editing a website member on Members gives them a business record under the same id (the business
    // fields live there; their sign-in account is untouched), so they stay one row.
    const saved = unlessStale(
      person.source === 'website' ? await insertAdminMember(app.db, input, now, person._id) : await updateAdminMember(app.db, request.params.id, input, now, editStamp(request, request.body.version)),
    );
    if (!saved) throw notFound();
    if ('taken' in saved) throw conflict(memberServerTexts.taken(saved.taken, input[saved.taken]));
    return { message: serverMessages.ok, result: saved.member };
  });
};
