import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ContactFormList, ContactFormOne, type ContactForm } from '../../src/contract/contactForm.js';
import { serverMessages } from '../../src/messages.js';
import { contactFormTexts } from '../../src/admin/texts.js';
import { insertContactUs, type NewContactUs } from '../../server/modules/contactUs/queries.js';
import { listContactForms } from '../../server/modules/contactForm/queries.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';
import { mailsTo } from '../helpers/mail.js';

const LIST = '/api/contact_form/get_contact_form_data_all';
const MARK = '/api/contact_form/update_is_contacted';
const DELETE = (id: string) => `/api/contact_form/delete_contact_form_by_id/${id}`;

const enquiry = (n: number) => ({
  firstName: `Somchai${n}`,
  lastName: 'Jaidee',
  mobile: `08123456${String(n).padStart(2, '0')}`,
  email: `somchai${n}@example.co.th`,
  detail: `Enquiry number ${n}: 200 m of canvas, please.`,
});

const company = (email: string): NewContactUs => ({
  company: 'Selvedge Textiles', address: '1 Sathorn Rd', location: 'https://maps.example/1', telephone: '02-000-0000', email, webSite: 'https://selvedge.example',
  url: '', facebookPageName: '', facebookPageLink: '', lineId: '', lineLink: '', lazadaShopName: '', lazadaShopLink: '', shopeeShopName: '', shopeeShopLink: '',
  tiktokShopName: '', tiktokShopLink: '',
});

let smtp: SMTPServer | undefined;
// Registered before useMakeApp's: after hooks run in reverse, so the apps close before their SMTP server.
afterEach(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  smtp = undefined;
});
const makeApp = useMakeApp();
let t: TestApp;

/** Sends an enquiry as a visitor, moving the clock a minute on so each one is newer than the last. */
async function send(n: number): Promise<ContactForm> {
  t.clock.advance(60_000);
  const r = await t.call({ method: 'POST', url: '/api/contact_form/add_new_contact_form', payload: enquiry(n) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}

const list = async (token: string): Promise<ContactForm[]> => {
  const r = await t.call({ method: 'GET', url: LIST, token });
  expect(r.statusCode, r.body).toBe(200);
  expect(Value.Check(ContactFormList, r.json())).toBe(true);
  return r.json().result;
};

describe('Contact Form screen calls (admin only)', () => {
  it('refuses all three calls without an admin token (401) and with a member token (403), changing nothing', async () => {
    t = await makeApp();
    const e = await send(1);
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const calls = [
      { method: 'GET' as const, url: LIST },
      { method: 'POST' as const, url: MARK, payload: { id: e._id, isContacted: true } },
      { method: 'DELETE' as const, url: DELETE(e._id) },
    ];
    for (const c of calls) {
      expect((await t.call(c)).statusCode, c.url).toBe(401);
      expect((await t.call({ ...c, token: member })).statusCode, c.url).toBe(403);
    }
    expect(await listContactForms(t.app.db)).toEqual([e]);
  });

  it('lists every enquiry newest first, with isContacted as a boolean', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    expect(await list(token)).toEqual([]);
    const [a, b, c] = [await send(1), await send(2), await send(3)];
    expect((await list(token)).map((e) => e._id)).toEqual([c._id, b._id, a._id]);
    expect((await list(token))[0]).toEqual({ ...enquiry(3), _id: c._id, isContacted: false, createAt: c.createAt });
  });

  it('ticks and unticks Is Contacted, and the list keeps what was saved', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    const [a, b] = [await send(1), await send(2)];
    const ticked = await t.call({ method: 'POST', url: MARK, token, payload: { id: a._id, isContacted: true } });
    expect(ticked.statusCode).toBe(200);
    expect(Value.Check(ContactFormOne, ticked.json())).toBe(true);
    expect(ticked.json().result).toEqual({ ...a, isContacted: true });
    expect((await list(token)).map((e) => [e._id, e.isContacted])).toEqual([[b._id, false], [a._id, true]]);

    const unticked = await t.call({ method: 'POST', url: MARK, token, payload: { id: a._id, isContacted: false } });
    expect(unticked.json().result.isContacted).toBe(false);
    expect((await list(token)).every((e) => !e.isContacted)).toBe(true);
  });

  it('answers 400 naming the field for a bad update, and 404 for an unknown enquiry', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    const a = await send(1);
    const cases: Array<[unknown, string]> = [
      [{ isContacted: true }, 'id'],
      [{ id: a._id }, 'isContacted'],
      [{ id: a._id, isContacted: 'true' }, 'isContacted'],
      [{ id: a._id, isContacted: 1 }, 'isContacted'],
      [{ id: '', isContacted: true }, 'id'],
      [{ id: a._id, isContacted: true, detail: 'x' }, 'detail'],
    ];
    for (const [payload, field] of cases) {
      const r = await t.call({ method: 'POST', url: MARK, token, payload: payload as object });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const unknown = await t.call({ method: 'POST', url: MARK, token, payload: { id: 'no-such-enquiry', isContacted: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: serverMessages.notFound });
    expect((await list(token))[0].isContacted).toBe(false);
  });

  it('deletes one enquiry; deleting it again answers 404', async () => {
    t = await makeApp();
    const token = await t.adminToken();
    const [a, b] = [await send(1), await send(2)];
    const del = await t.call({ method: 'DELETE', url: DELETE(a._id), token });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: serverMessages.deleted });
    expect((await list(token)).map((e) => e._id)).toEqual([b._id]);
    expect((await t.call({ method: 'DELETE', url: DELETE(a._id), token })).statusCode).toBe(404);
  });
});

/** A real SMTP server on a loopback port, collecting what it receives. */
async function startSmtp(): Promise<{ url: string; received: Array<{ to: string[]; raw: string }> }> {
  const received: Array<{ to: string[]; raw: string }> = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

describe('the enquiry mail to the shop', () => {
  it('goes to the Contact Us record’s email when SHOP_EMAIL is unset, with the enquiry and the visitor as Reply-To', async () => {
    t = await makeApp();
    await insertContactUs(t.app.db, company('sales@selvedge.example'), new Date(t.clock.now));
    await send(7);
    await t.app.mail.idle();
    const mails = mailsTo(t.config.dataDir, 'sales@selvedge.example');
    expect(mails).toHaveLength(1);
    const mail = mails[0].replace(/=\r?\n/g, '');
    expect(mail).toContain(`Subject: ${contactFormTexts.mailSubject('Somchai7 Jaidee')}`);
    expect(mail).toContain('Reply-To: somchai7@example.co.th');
    expect(mail).toContain(enquiry(7).detail);
    expect(mail).toContain(enquiry(7).mobile);
    expect(mail).toContain(`${t.config.publicUrl}/admin_contact_form`);
  });

  it('goes to SHOP_EMAIL when it is set, over SMTP when SMTP_URL is set', async () => {
    const { url, received } = await startSmtp();
    t = await makeApp({ smtpUrl: url, shopEmail: 'enquiries@selvedge.example' });
    await insertContactUs(t.app.db, company('sales@selvedge.example'), new Date(t.clock.now));
    await send(8);
    await t.app.mail.idle();
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['enquiries@selvedge.example']);
    expect(received[0].raw).toContain(`Subject: ${contactFormTexts.mailSubject('Somchai8 Jaidee')}`);
  });

  it('keeps a newline in a name out of the mail headers', async () => {
    const { url, received } = await startSmtp();
    t = await makeApp({ smtpUrl: url, shopEmail: 'enquiries@selvedge.example' });
    const r = await t.call({ method: 'POST', url: '/api/contact_form/add_new_contact_form', payload: { ...enquiry(3), lastName: 'Jaidee\r\nBcc: victim@example.com' } });
    expect(r.statusCode).toBe(201);
    await t.app.mail.idle();
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['enquiries@selvedge.example']);
    expect(received[0].raw).not.toMatch(/^Bcc:/im);
  });

  it('a mail server that is down never loses the enquiry: 201, stored, listed', async () => {
    const { url, received } = await startSmtp();
    await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
    t = await makeApp({ smtpUrl: url, shopEmail: 'enquiries@selvedge.example' });
    const stored = await send(9);
    await t.app.mail.idle();
    const token = await t.adminToken();
    expect(await list(token)).toEqual([stored]);
    expect(received).toEqual([]);
  });

  it('with no shop address at all, the enquiry is stored and nothing is mailed', async () => {
    t = await makeApp();
    const stored = await send(4);
    expect(await listContactForms(t.app.db)).toEqual([stored]);
    await t.app.mail.idle();
    expect(existsSync(join(t.config.dataDir, 'mail'))).toBe(false);
  });
});
