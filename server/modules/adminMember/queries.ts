import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { fromFlag, newId } from '../../db/ids.js';
import type { AdminMembersTable, Database } from '../../db/schema.js';
import type { AdminMember, MemberSource } from '../../../src/contract/adminMember.js';
import type { PriceTier } from '../../../src/contract/prices.js';
import type { ContactForm } from '../../../src/contract/contactForm.js';
import { withSamples } from '../contactForm/reads.js';
import type { ContactListEntry } from '../../../src/contract/contactList.js';
import { duplicateOr } from '../../db/unique.js';
import { claimVersion, type EditStamp, type Stale } from '../../db/versions.js';

export type AdminMemberInput = Omit<AdminMembersTable, '_id' | 'createAt' | 'modifyAt' | 'tier'> & { tier?: PriceTier };
type MemberSort = 'createAt' | 'firstName' | 'lastName' | 'bussiness' | 'email' | 'mobile';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally; ASCII lower-cased like SQL's lower(). */
const contains = (text: string) => `%${text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: Expression<string>, text: string) => sql<SqlBool>`lower(${column}) like ${contains(text)} escape '\\'`;

/** A website member's account, registered (a password set: not a pending registration). */
const registered = (eb: ExpressionBuilder<Database, 'admin_members'>) =>
  eb
    .selectFrom('members')
    .select(sql.lit(1).as('one'))
    .where('members.passwordHash', 'is not', null)
    .where((m) =>
      m.or([
        m.and([m('admin_members.email', '!=', ''), m('members.email', '=', m.ref('admin_members.email'))]),
        m.and([m('admin_members.mobile', '!=', ''), m('members.mobile', '=', m.ref('admin_members.mobile'))]),
      ]),
    );

/**
 * The Members list (issue 17 §3): one row per person. A business customer the shop entered, with
 * `source` 'both' when a website member holds their email or mobile (the same person: one row, their
 * enquiries and contact-list entries together); and every registered website member no business
 * customer holds, with `source` 'website' and the business fields empty. isVerified: the email a
 * website account proved with its mailed code (a business customer's: the linked account's).
 */
function people(db: Db) {
  const business = db
    .selectFrom('admin_members')
    .select([
      'admin_members._id',
      'admin_members.firstName',
      'admin_members.lastName',
      'admin_members.bussiness',
      'admin_members.email',
      'admin_members.mobile',
      'admin_members.address',
      'admin_members.country',
      'admin_members.province',
      'admin_members.city',
      'admin_members.district',
      'admin_members.postCode',
      'admin_members.tier',
      'admin_members.createAt',
    ])
    .select((eb) => [
      eb.case().when(eb.exists(registered(eb).where('members.isVerified', '=', 1))).then(1).else(0).end().as('isVerified'),
      eb.case().when(eb.exists(registered(eb))).then(sql.lit('both')).else(sql.lit('business')).end().as('source'),
      // Last, as in the website members' half: a union matches columns by place.
      'admin_members.version',
    ]);
  const website = db
    .selectFrom('members')
    .where('members.passwordHash', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('admin_members')
            .select(sql.lit(1).as('one'))
            .where((a) =>
              a.or([
                a.and([a('admin_members.email', '!=', ''), a('admin_members.email', '=', a.ref('members.email'))]),
                a.and([a('admin_members.mobile', '!=', ''), a('admin_members.mobile', '=', a.ref('members.mobile'))]),
              ]),
            ),
        ),
      ),
    )
    .select([
      'members._id',
      'members.firstName',
      'members.lastName',
      sql<string>`''`.as('bussiness'),
      'members.email',
      'members.mobile',
      sql<string>`''`.as('address'),
      sql<string>`''`.as('country'),
      sql<string>`''`.as('province'),
      sql<string>`''`.as('city'),
      sql<string>`''`.as('district'),
      sql<string>`''`.as('postCode'),
      sql<string>`'none'`.as('tier'),
      'members.createAt',
      'members.isVerified',
      sql<string>`'website'`.as('source'),
      // A website member has no business record to version yet: editing one makes it (insertAdminMember).
      sql<number>`1`.as('version'),
    ]);
  return db.selectFrom(business.unionAll(website).as('m'));
}

interface PersonRow extends Omit<AdminMembersTable, 'modifyAt'> {
  isVerified: unknown;
  source: string;
  version: unknown;
}
const toAdminMember = ({ isVerified, tier, source, version, ...r }: PersonRow): AdminMember => ({
  ...r,
  version: Number(version),
  tier: tier as PriceTier,
  isVerified: fromFlag(Number(isVerified)),
  source: source as MemberSource,
});

/**
 * What a search box's text matches: names (also "first last"), business, email and mobile, case-
 * insensitively; typed digits with spaces or dashes also match the stored mobile.
 */
function matches(eb: ExpressionBuilder<Database & { m: PersonRow }, 'm'>, q: string): Expression<SqlBool> {
  const text = sql<string>`${sql.ref('m.firstName')} || ' ' || ${sql.ref('m.lastName')} || ' ' || ${sql.ref('m.bussiness')} || ' ' || ${sql.ref('m.email')}`;
  const ors = [like(text, q), like(sql.ref('m.mobile'), q)];
  const digits = q.replace(/[\s-]/g, '');
  if (digits !== q && /^\+?\d+$/.test(digits)) ors.push(like(sql.ref('m.mobile'), digits));
  return eb.or(ors);
}

/** One page of the people on the Members list matching `q` (and of one source, added since a time), and how many match in all. */
export async function listAdminMembers(
  db: Db,
  opts: { page: number; perPage: number; q?: string; source?: MemberSource; since?: Date; range?: { since?: string; before?: string }; sort: MemberSort; order: 'asc' | 'desc' },
): Promise<{ rows: AdminMember[]; total: number }> {
  const q = opts.q?.trim();
  let rows = people(db).selectAll('m');
  let count = people(db).select((eb) => eb.fn.countAll<number>().as('n'));
  if (q) {
    rows = rows.where((eb) => matches(eb, q));
    count = count.where((eb) => matches(eb, q));
  }
  if (opts.source) {
    rows = rows.where('m.source', '=', opts.source);
    count = count.where('m.source', '=', opts.source);
  }
  if (opts.since) {
    // createAt is an ISO instant in text (toISOString): ordered as text, on SQLite and PostgreSQL alike.
    rows = rows.where('m.createAt', '>=', opts.since.toISOString());
    count = count.where('m.createAt', '>=', opts.since.toISOString());
  }
  // The Created from–to filter (issue 17 §1): instants, as createAt is stored.
  if (opts.range?.since) {
    rows = rows.where('m.createAt', '>=', opts.range.since);
    count = count.where('m.createAt', '>=', opts.range.since);
  }
  if (opts.range?.before) {
    rows = rows.where('m.createAt', '<', opts.range.before);
    count = count.where('m.createAt', '<', opts.range.before);
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy(opts.sort === 'createAt' ? 'm.createAt' : sql`lower(${sql.ref(`m.${opts.sort}`)})`, opts.order)
      .orderBy('m._id')
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page.map(toAdminMember), total: Number(total.n) };
}

/** The pop-up of matching people (business customers and website members): mobile containing `mobile`, email containing `email`, or anything matching `q`. */
export async function searchAdminMembers(db: Db, by: { mobile?: string; email?: string; q?: string }, max: number): Promise<AdminMember[]> {
  const rows = await people(db)
    .selectAll('m')
    .where((eb) =>
      eb.or([
        ...(by.mobile ? [like(sql.ref('m.mobile'), by.mobile)] : []),
        ...(by.email ? [like(sql.ref('m.email'), by.email)] : []),
        ...(by.q ? [matches(eb, by.q)] : []),
      ]),
    )
    .orderBy(sql`lower(${sql.ref('m.firstName')})`)
    .orderBy('m._id')
    .limit(max)
    .execute();
  return rows.map(toAdminMember);
}

/** A person on the Members list by id: a business customer, or a website member no business customer holds. */
export async function findAdminMember(db: Db, id: string): Promise<AdminMember | undefined> {
  const row = await people(db).selectAll('m').where('m._id', '=', id).executeTakeFirst();
  return row && toAdminMember(row);
}

/** The business customer's own row (not a website member's), by id. */
export async function findBusinessCustomer(db: Db, id: string): Promise<AdminMember | undefined> {
  const found = await findAdminMember(db, id);
  return found && found.source !== 'website' ? found : undefined;
}

/**
 * The website members an email and a mobile belong to, when they belong to two different ones: a
 * business customer cannot be both people (the add is refused, naming them).
 */
export async function twoMembers(db: Db, input: Pick<AdminMemberInput, 'email' | 'mobile'>): Promise<{ email: string; mobile: string } | undefined> {
  if (!input.email || !input.mobile) return undefined;
  const [byEmail, byMobile] = await Promise.all([
    db.selectFrom('members').select(['_id', 'firstName', 'lastName']).where('email', '=', input.email).where('passwordHash', 'is not', null).executeTakeFirst(),
    db.selectFrom('members').select(['_id', 'firstName', 'lastName']).where('mobile', '=', input.mobile).where('passwordHash', 'is not', null).executeTakeFirst(),
  ]);
  if (!byEmail || !byMobile || byEmail._id === byMobile._id) return undefined;
  return { email: `${byEmail.firstName} ${byEmail.lastName}`.trim(), mobile: `${byMobile.firstName} ${byMobile.lastName}`.trim() };
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
export async function insertAdminMember(db: Db, input: AdminMemberInput, now: Date, id = newId()): Promise<WriteOutcome> {
  const outcome = await duplicateOr(() =>
    db.transaction().execute(async (trx): Promise<WriteOutcome> => {
      const taken = await clash(trx, input);
      if (taken) return { taken };
      const _id = id;
      await trx.insertInto('admin_members').values({ _id, ...input, tier: input.tier ?? 'none', createAt: now.toISOString(), modifyAt: now.toISOString() }).execute();
      return { member: (await findAdminMember(trx, _id))! };
    }),
  );
  return outcome === 'duplicate' ? { taken: (await clash(db, input)) ?? 'email' } : outcome;
}

/**
 * Replaces a customer's fields unless the new email or mobile is another's; undefined when there is no such
 * customer; who changed it when the edit was based on an older version (issue 20 §1.4; nothing written).
 */
export async function updateAdminMember(db: Db, id: string, input: AdminMemberInput, now: Date, stamp: EditStamp): Promise<WriteOutcome | Stale | undefined> {
  const outcome = await duplicateOr(() =>
    db.transaction().execute(async (trx): Promise<WriteOutcome | Stale | undefined> => {
      const taken = await clash(trx, input, id);
      if (taken) return { taken };
      const claimed = await claimVersion(trx, 'admin_members', id, stamp);
      if (claimed !== 'ok') return claimed === 'gone' ? undefined : claimed;
      await trx.updateTable('admin_members').set({ ...input, modifyAt: now.toISOString() }).where('_id', '=', id).execute();
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
  return withSamples(db, rows);
}

/** Entries of exactly these mobiles (a member's Detail: pass mobileVariants of their number). */
export async function contactListsOfMobiles(db: Db, mobiles: string[]): Promise<ContactListEntry[]> {
  if (!mobiles.length) return [];
  return db.selectFrom('contact_lists').selectAll().where('mobile', 'in', mobiles).orderBy('createAt', 'desc').execute();
}
