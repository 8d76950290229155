import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mailTexts } from '../../../src/contract/backOfficeTexts.js';
import { mailTextsTh } from '../../../src/contract/th/backOfficeTexts.js';
import type { MailLocale } from '../../requestLocale.js';
import { newId } from '../../db/ids.js';
import type { CodePurpose } from '../../db/schema.js';
import { addCode, deleteCode, dropCodes, liveCodes, markCodeVerified, releaseAttempt, reserveAttempt, type CodeRow } from './queries.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_MAX_WRONG = 5;

/**
 * Emailed six-digit verify codes (design.md §4): from crypto.randomInt, 10 minutes, five wrong tries,
 * single use, stored only as an HMAC bound to its purpose and email. A new code does not cancel the live
 * ones (issue 20 §1.2: a stranger asking again must not void the code the owner holds); each guess costs a
 * try on every live code, and using one drops the others.
 */
export class VerifyCodes {
  constructor(private app: FastifyInstance) {}

  private hash(salt: string, purpose: CodePurpose, subject: string, code: string): Buffer {
    return createHmac('sha256', this.app.config.jwtSecret).update(`${salt}\n${purpose}\n${subject}\n${code}`).digest();
  }

  /**
   * Creates a code for `subject` (a lower-cased email), beside any live ones, and mails it in `locale` (the
   * asker's language). A registration's mail names the mobile its code will register, so the mailbox's
   * owner can tell their own code from one a stranger asked for with other details (only the mobile: it is
   * digits, where names would let a stranger write text of their own into a mail the site sends).
   */
  async issueAndMail(
    purpose: CodePurpose,
    subject: string,
    payload?: unknown,
    locale: MailLocale = 'en',
    details?: { mobile: string },
  ): Promise<void> {
    const now = this.app.config.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    await addCode(
      this.app.db,
      {
        _id: newId(),
        purpose,
        subject,
        salt,
        codeHash: this.hash(salt, purpose, subject, code).toString('hex'),
        payload: payload === undefined ? null : JSON.stringify(payload),
        attempts: 0,
        expiresAt: now + CODE_TTL_MS,
        verifiedAt: null,
        createAt: new Date(now).toISOString(),
      },
      now,
    );
    const texts = locale === 'th' ? mailTextsTh : mailTexts;
    const intro = purpose.endsWith('_reset') ? texts.codeReset : texts.codeRegister;
    await this.app.mail.send({
      to: subject,
      subject: texts.codeSubject,
      text: `${intro}\n\n${texts.codeLabel} ${code}\n\n${details ? `${texts.codeDetails(details.mobile)}\n\n` : ''}${texts.codeFooter}\n`,
    });
  }

  /**
   * The live code row when `code` matches, else null. A wrong guess uses up one of the five tries;
   * an expired, used, cancelled or exhausted code never matches. With `mustBeVerified`, a matching code
   * that has not been through *_verify_email yet is refused too (registration cannot skip that step).
   */
  async check(purpose: CodePurpose, subject: string, code: string, opts: { mustBeVerified?: boolean } = {}): Promise<CodeRow | null> {
    const db = this.app.db;
    const candidate = code.trim();
    const wellFormed = /^\d{6}$/.test(candidate);
    let found: CodeRow | null = null;
    for (const row of await liveCodes(db, purpose, subject, this.app.config.now())) {
      if (!(await reserveAttempt(db, row._id, CODE_MAX_WRONG))) continue;
      const ok = wellFormed && timingSafeEqual(this.hash(row.salt, purpose, subject, candidate), Buffer.from(row.codeHash, 'hex'));
      if (!ok) continue;
      await releaseAttempt(db, row._id);
      found = row;
      break;
    }
    if (!found || (opts.mustBeVerified && found.verifiedAt == null)) return null;
    return found;
  }

  markVerified(row: CodeRow): Promise<void> {
    return markCodeVerified(this.app.db, row._id, this.app.config.now());
  }

  /** Uses the code up (and drops the subject's other codes for this purpose); false when another request used it first. */
  async consume(row: CodeRow): Promise<boolean> {
    if (!(await deleteCode(this.app.db, row._id))) return false;
    await dropCodes(this.app.db, row.purpose, row.subject);
    return true;
  }
}
