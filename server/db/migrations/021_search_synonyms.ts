import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';

/**
 * Storefront search (issue 18 §1): trade words that name the same fabric in English and Thai. One row
 * is one group of words, comma-separated ("linen, ลินิน"); a query word in a group finds the others.
 * Shipped with the common fabrics; the back-office's Search Synonyms screen edits them.
 */
export const SEEDED_SYNONYMS = [
  'linen, ลินิน',
  'denim, ยีนส์, ยีน, เดนิม',
  'cotton, ฝ้าย, คอตตอน',
  'canvas, แคนวาส',
  'silk, ไหม',
  'chiffon, ชีฟอง',
  'polyester, โพลีเอสเตอร์, โพลี',
  'rayon, เรยอน',
  'velvet, กำมะหยี่',
  'satin, ซาติน',
  'wool, ขนสัตว์, วูล',
  'lace, ลูกไม้',
  'spandex, สแปนเด็กซ์',
  'twill, ทวิล',
  'jersey, เจอร์ซีย์',
  'oxford, อ๊อกซ์ฟอร์ด, ออกซ์ฟอร์ด',
  'corduroy, ลูกฟูก',
  'blackout, แบล็คเอาท์',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_synonyms')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  for (const words of SEEDED_SYNONYMS) {
    await sql`insert into "search_synonyms" ("_id", "words", "createAt") values (${randomBytes(12).toString('hex')}, ${words}, ${now})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_synonyms').execute();
}
