import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { fromFlag, newId } from '../../db/ids.js';
import type { AdminMembersTable, Database } from '../../db/schema.js';
import type { AdminMember } from '../../../src/contract/adminMember.js';
import type { PriceTier } from '../../../src/contract/prices.js';
import type { ContactForm } from '../../../src/contract/contactForm.js';
import type { ContactListEntry } from '../../../src/contract/contactList.js';
import { duplicateOr } from '../../db/unique.js';

export type AdminMemberInput = Omit<AdminMembersTable, '_id' | 'createAt' | 'modifyAt' | 'tier'> & { tier?: PriceTier };
type MemberSort = 'createAt' | 'firstName' | 'lastName' | 'bussiness' | 'email' | 'mobile';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally; ASCII lower-cased like SQL's lower(). */
const contains = (text: string) => `%${text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: Expression<string>, text: string) => sql<SqlBool>`lower(${column}) like ${contains(text)} escape '\\'`;

/** True when a verified sign-in account (a member with a password) holds this customer's email or mobile. */
const verified = (eb: ExpressionBuilder<Database, 'admin_members'>) =>
  eb
    .exists(
      eb
        .selectFrom('members')
        .select(sql.lit(1).as('one'))
        .where('members.isVerified', '=', 1)
        .where('members.passwordHash', 'is not', null)
        .where((m) =>
          m.or([
            m.and([m('admin_members.email', '!=', ''), m('members.email', '=', m.ref('admin_members.email'))]),
            m.and([m('admin_members.mobile', '!=', ''), m('members.mobile', '=', m.ref('admin_members.mobile'))]),
          ]),
        ),
    )
    .as('isVerified');

const base = (db: Db) => db.selectFrom('admin_members').selectAll('admin_members').select(verified);

type Row = AdminMembersTable & { isVerified: unknown };
const toAdminMember = ({ modifyAt: _modifyAt, isVerified, tier, ...r }: Row): AdminMember => ({ ...r, tier: tier as PriceTier, isVerified: fromFlag(isVerified as number) });

/**
 * What a search box's text matches: names (also "first last"), business, email and mobile, case-
 * insensitively; typed digits with spaces or dashes also match the stored mobile.
 */
function matches(eb: ExpressionBuilder<Database, 'admin_members'>, q: string): Expression<SqlBool> {
  const text = sql<string>`${sql.ref('firstName')} || ' ' || ${sql.ref('lastName')} || ' ' || ${sql.ref('bussiness')} || ' ' || ${sql.ref('email')}`;
  const ors = [like(text, q), like(sql.ref('mobile'), q)];
  const digits = q.replace(/[\s-]/g, '');
  if (digits !== q && /^\+?\d+$/.test(digits)) ors.push(like(sql.ref('mobile'), digits));
  return eb.or(ors);
}

/** One page of customers matching `q`, and how many match in all. */
export async function listAdminMembers(
  db: Db,
  opts: { page: number; perPage: number; q?: string; sort: MemberSort; order: 'asc' | 'desc' },
): Promise<{ rows: AdminMember[]; total: number }> {
  const q = opts.q?.trim();
  let rows = base(db);
  let count = db.selectFrom('admin_members').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q) {
    rows = rows.where((eb) => matches(eb, q));
    count = count.where((eb) => matches(eb, q));
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy(opts.sort === 'createAt' ? 'admin_members.createAt' : sql`lower(${sql.ref(`admin_members.${opts.sort}`)})`, opts.order)
      .orderBy('admin_members._id')
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page.map(toAdminMember), total: Number(total.n) };
}

/** The pop-up of matching customers: mobile containing `mobile`, email containing `email`, or anything matching `q`. */
export async function searchAdminMembers(db: Db, by: { mobile?: string; email?: string; q?: string }, max: number): Promise<AdminMember[]> {
  const rows = await base(db)
    .where((eb) =>
      eb.or([
        ...(by.mobile ? [like(sql.ref('mobile'), by.mobile)] : []),
        ...(by.email ? [like(sql.ref('email'), by.email)] : []),
        ...(by.q ? [matches(eb, by.q)] : []),
      ]),
    )
    .orderBy(sql`lower(${sql.ref('firstName')})`)
    .orderBy('admin_members._id')
    .limit(max)
    .execute();
  return rows.map(toAdminMember);
}

export async function findAdminMember(db: Db, id: string): Promise<AdminMember | undefined> {
  const row = await base(db).where('admin_members._id', '=', id).executeTakeFirst();
  return row && toAdminMember(row);
}

/** Which of the email and mobile another customer (other than `exceptId`) already has. */
async function clash(db: Db, input: Pick<AdminMemberInput, 'email' | 'mobile'>, exceptId?: string): Promise<'email' | 'mobile' | undefined> {
  for (const field of ['email', 'mobile'] as const) {
    if (!input[field]) continue;
    let q = db.selectFrom('admin_members').select('_id').where(field, '=', input[field]);
    if (exceptId) q = q.where('_id', '!=', exceptId);
    if (await q.executeTakeFirst()) return field;
  }
  return undefined;
}

type WriteOutcome = { member: AdminMember } | { taken: 'email' | 'mobile' };

/**
 * Adds a customer unless their email or mobile is taken: checked in the same transaction, and by the
 * unique indexes when another transaction took it meanwhile (then the clash is read again to name it).
 */
export async function insertAdminMember(db: Db, input: AdminMemberInput, now: Date): Promise<WriteOutcome> {
  const outcome = await duplicateOr(() =>
    db.transaction().execute(async (trx): Promise<WriteOutcome> => {
      const taken = await clash(trx, input);
      if (taken) return { taken };
      const _id = newId();
      await trx.insertInto('admin_members').values({ _id, ...input, tier: input.tier ?? 'none', createAt: now.toISOString(), modifyAt: now.toISOString() }).execute();
      return { member: (await findAdminMember(trx, _id))! };
    }),
  );
  return outcome === 'duplicate' ? { taken: (await clash(db, input)) ?? 'email' } : outcome;
}

/** Replaces a customer's fields unless the new email or mobile is another's; undefined when there is no such customer. */
export async function updateAdminMember(db: Db, id: string, input: AdminMemberInput, now: Date): Promise<WriteOutcome | undefined> {
  const outcome = await duplicateOr(() =>
    db.transaction().execute(async (trx): Promise<WriteOutcome | undefined> => {
      const taken = await clash(trx, input, id);
      if (taken) return { taken };
      const r = await trx.updateTable('admin_members').set({ ...input, modifyAt: now.toISOString() }).where('_id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return undefined;
      return { member: (await findAdminMember(trx, id))! };
    }),
  );
  return outcome === 'duplicate' ? { taken: (await clash(db, input, id)) ?? 'email' } : outcome;
}

type PlaceLevel = 'country' | 'province' | 'city' | 'district';
const PLACE_TABLE = { country: 'location_countries', province: 'location_provinces', city: 'location_cities', district: 'location_districts' } as const;
/** The column holding each level's parent id (location ids, as the cascade's selects store them). */
const PARENT = { country: null, province: ['country', 'countryId'], city: ['province', 'provinceId'], district: ['city', 'cityId'] } as const;
const PLACE_LEVELS: PlaceLevel[] = ['country', 'province', 'city', 'district'];

interface PlaceRow {
  name_th: string;
  parentId?: string;
}

/** The master-data rows a member's place ids name (by `id`), with each one's parent id; absent when unknown. */
async function placeRows(db: Db, ids: Record<PlaceLevel, string>): Promise<Partial<Record<PlaceLevel, PlaceRow>>> {
  const out: Partial<Record<PlaceLevel, PlaceRow>> = {};
  for (const level of PLACE_LEVELS) {
    if (!ids[level]) continue;
    const parent = PARENT[level];
    const row = await db
      .selectFrom(PLACE_TABLE[level])
      .select(parent ? ['name_th', sql<string>`${sql.ref(parent[1])}`.as('parentId')] : ['name_th'])
      .where('id', '=', ids[level])
      .executeTakeFirst();
    if (row) out[level] = row as PlaceRow;
  }
  return out;
}

/**
 * Checks a member's country → province → city → district: each one given must exist and sit in the
 * one chosen above it. Answers the first wrong field and why, or undefined when all is well.
 */
export async function placeProblem(db: Db, ids: Record<PlaceLevel, string>): Promise<{ field: PlaceLevel; reason: string } | undefined> {
  const rows = await placeRows(db, ids);
  for (const level of PLACE_LEVELS) {
    if (!ids[level]) continue;
    const row = rows[level];
    if (!row) return { field: level, reason: `there is no ${level} with the id "${ids[level]}"` };
    const parent = PARENT[level];
    if (parent && row.parentId !== ids[parent[0]]) return { field: level, reason: `"${ids[level]}" is not in the chosen ${parent[0]}` };
  }
  return undefined;
}

/** The Thai names of a member's places ('' where none is chosen or the id is unknown). */
export async function placeNames(db: Db, ids: Record<PlaceLevel, string>): Promise<Record<PlaceLevel, string>> {
  const rows = await placeRows(db, ids);
  return { country: rows.country?.name_th ?? '', province: rows.province?.name_th ?? '', city: rows.city?.name_th ?? '', district: rows.district?.name_th ?? '' };
}

/** A member's Detail: what else the shop holds under their numbers and email. */

/** The enquiries sent from any of these mobile numbers (as stored) or this email, newest first. */
export async function contactFormsFrom(db: Db, mobiles: string[], email?: string): Promise<ContactForm[]> {
  if (!mobiles.length && !email) return [];
  const rows = await db
    .selectFrom('contact_forms')
    .selectAll()
    .where((eb) => eb.or([...(mobiles.length ? [eb('mobile', 'in', mobiles)] : []), ...(email ? [eb(eb.fn('lower', ['email']), '=', email.toLowerCase())] : [])]))
    .orderBy('createAt', 'desc')
    .orderBy('_id')
    .execute();
  return rows.map((r) => ({ ...r, isContacted: fromFlag(r.isContacted) }));
}

/** Entries of exactly these mobiles (a member's Detail: pass mobileVariants of their number). */
export async function contactListsOfMobiles(db: Db, mobiles: string[]): Promise<ContactListEntry[]> {
  if (!mobiles.length) return [];
  return db.selectFrom('contact_lists').selectAll().where('mobile', 'in', mobiles).orderBy('createAt', 'desc').execute();
}
