import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/messages.js';
import { post } from '../helpers/accounts.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';
import { latestCode, mailsTo } from '../helpers/mail.js';
import { mailTexts } from '../../src/contract/backOfficeTexts.js';

let smtp: SMTPServer | undefined;
// Registered before useMakeApp's: after hooks run in reverse, so the apps close before their SMTP server.
afterEach(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  smtp = undefined;
});
const makeApp = useMakeApp();
let t: TestApp;

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port chosen by the system, collecting what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

const codeIn = (raw: string) => new RegExp(`${mailTexts.codeLabel}\\s*(\\d{6})`).exec(raw)?.[1];

describe('mail', () => {
  it('sends the verify code over SMTP when SMTP_URL is set, and the code completes registration', async () => {
    const { url, received } = await startSmtp();
    t = await makeApp({ smtpUrl: url });
    const r = await post(t, '/api/member/member_check', { email: 'smtp@test.local', mobile: '0844444444', firstName: 'S', lastName: 'M' });
    expect(r.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['smtp@test.local']);
    expect(received[0].from).toBe('no-reply@localhost');
    expect(received[0].raw).toContain(`Subject: ${mailTexts.codeSubject}`);
    const code = codeIn(received[0].raw);
    expect(code).toMatch(/^\d{6}$/);
    // Nothing written to disk when SMTP is configured.
    expect(mailsTo(t.config.dataDir, 'smtp@test.local')).toEqual([]);

    expect((await post(t, '/api/member/member_verify_email', { email: 'smtp@test.local', verifyCode: code! })).json().result).toHaveLength(1);
    const set = await post(t, '/api/member/member_set_password', { email: 'smtp@test.local', verifyCode: code!, newPassword: 'over-the-wire' });
    expect(set.statusCode).toBe(201);
  });

  it('a failing SMTP server gives 500 on check, but forgot still answers 200 alike', async () => {
    const { url } = await startSmtp();
    t = await makeApp({ smtpUrl: url });
    await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
    const check = await post(t, '/api/member/member_check', { email: 'down@test.local', mobile: '0855555555', firstName: 'D', lastName: 'N' });
    expect(check.statusCode).toBe(500);
    expect(check.json()).toEqual({ message: serverMessages.internal });
    await t.adminToken('boss@test.local');
    const known = await post(t, '/api/admin/admin_forgot_password', { email: 'boss@test.local' });
    const unknown = await post(t, '/api/admin/admin_forgot_password', { email: 'ghost@test.local' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('without SMTP_URL writes one time-sorted .eml file per message under DATA_DIR/mail', async () => {
    t = await makeApp();
    for (let i = 0; i < 3; i++) {
      await post(t, '/api/member/member_check', { email: 'Files@Test.Local', mobile: '0866666666', firstName: 'F', lastName: 'L' });
    }
    const names = readdirSync(join(t.config.dataDir, 'mail'));
    expect(names).toHaveLength(3);
    for (const n of names) expect(n).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-files@test\.local\.eml$/);
    const mails = mailsTo(t.config.dataDir, 'files@test.local');
    expect(mails[2]).toContain('To: files@test.local');
    // Each check cancels the previous code, so only the file that sorts last holds a live one.
    const newest = latestCode(t.config.dataDir, 'files@test.local');
    expect(codeIn(mails[2])).toBe(newest);
    const ok = await post(t, '/api/member/member_verify_email', { email: 'files@test.local', verifyCode: newest });
    expect(ok.json().result).toHaveLength(1);
  });
});
