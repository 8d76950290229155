import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { mailFileRecipient } from '../../server/plugins/mail.js';
import { mailTexts } from '../../src/contract/backOfficeTexts.js';
import { mailTextsTh } from '../../src/contract/th/backOfficeTexts.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A verify code after its label, in English or Thai (the mail follows the asker's language, issue 19). */
const CODE = new RegExp(`(?:${escape(mailTexts.codeLabel)}|${escape(mailTextsTh.codeLabel)})\\s*(\\d{6})`);

/** The .eml files mailed to `email` under DATA_DIR/mail (written when SMTP_URL is unset), oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const suffix = `-${mailFileRecipient(email)}.eml`;
  let names: string[];
  try {
    names = readdirSync(join(dataDir, 'mail'));
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(suffix))
    .sort()
    .map((n) => readFileSync(join(dataDir, 'mail', n), 'utf8'));
}

/** Reads the six-digit verify code from the newest mail to `email`; throws when there is none. */
export function latestCode(dataDir: string, email: string): string {
  const mails = mailsTo(dataDir, email);
  for (let i = mails.length - 1; i >= 0; i--) {
    const m = CODE.exec(decodeMail(mails[i]).text);
    if (m) return m[1];
  }
  throw new Error(`no verify code mailed to ${email} under ${dataDir}/mail`);
}

/**
 * For in-process tests: waits until the app has sent every mail it owes (forgot-password mails go out
 * after the answer; see Mailer.later), then reads the newest code mailed to `email`.
 */
export async function mailedCode(t: { app: { mail: { idle(): Promise<void> } }; config: { dataDir: string } }, email: string): Promise<string> {
  await t.app.mail.idle();
  return latestCode(t.config.dataDir, email);
}

/**
 * For a server in another process: waits until more than `before` mails reached `email` (count them with
 * `mailsTo` before the call) and the newest holds a code, then returns it; throws after `timeoutMs`.
 * Wakes on the file system's events for DATA_DIR and DATA_DIR/mail (the server writes one file per mail).
 */
export async function waitForCode(dataDir: string, email: string, before: number, timeoutMs = 10_000): Promise<string> {
  // Only a mail after the first `before` counts: while the new file is still being written it holds no
  // code yet, and an older mail's code (already used) must never stand in for it.
  const ready = () => {
    const fresh = mailsTo(dataDir, email).slice(before);
    return fresh.length ? CODE.exec(decodeMail(fresh[fresh.length - 1]).text)?.[1] : undefined;
  };
  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      const check = () => {
        // The mail directory appears with the first mail: watch it as soon as it is there.
        if (watchers.length < 2 && existsSync(join(dataDir, 'mail'))) watchers.push(watch(join(dataDir, 'mail'), check));
        const code = ready();
        if (code) resolve(code);
      };
      watchers.push(watch(dataDir, check));
      timer = setTimeout(() => reject(new Error(`no new mail to ${email} under ${dataDir}/mail within ${timeoutMs} ms`)), timeoutMs);
      check();
    });
  } finally {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  }
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / ?Q?) in a header, decoded. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

/** A single-part text mail as a person reads it: its subject and body, whatever their transfer encoding (Thai mails are base64 or quoted-printable). */
export function decodeMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
        : body;
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}
