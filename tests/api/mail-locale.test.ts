/**
 * Mails in the language the person used (issue 19): the browser's one HTTP client sends
 * Accept-Language (th or en); a Thai request gets its verify code, the admin's "account exists" note
 * and the shop's copy of an enquiry in Thai, an English one (or one without the header) exactly
 * today's English.
 */
import { describe, expect, it } from 'vitest';
import { contactFormMailTexts, mailTexts } from '../../src/contract/backOfficeTexts.js';
import { contactFormMailTextsTh, mailTextsTh } from '../../src/contract/th/backOfficeTexts.js';
import { insertContactUs } from '../../server/modules/contactUs/queries.js';
import { requestLocale } from '../../server/requestLocale.js';
import { useTestApp } from '../helpers/app.js';
import { decodeMail, latestCode, mailsTo } from '../helpers/mail.js';

const t = useTestApp();

const mobileFor = (email: string) => `08${String(email.length).padStart(8, '7')}`;
const check = (email: string, lang?: string) =>
  t.call({
    method: 'POST',
    url: '/api/member/member_check',
    payload: { email, mobile: mobileFor(email), firstName: 'สมชาย', lastName: 'ใจดี' },
    headers: lang ? { 'accept-language': lang } : {},
  });

describe('the verify-code mail', () => {
  it('is Thai for a Thai request, with the code a Thai page reads back', async () => {
    expect((await check('thai@test.local', 'th')).statusCode).toBe(201);
    const [raw] = mailsTo(t.config.dataDir, 'thai@test.local');
    const mail = decodeMail(raw);
    expect(mail.subject).toBe(mailTextsTh.codeSubject);
    expect(mail.text).toBe(
      `${mailTextsTh.codeRegister}\n\n${mailTextsTh.codeLabel} ${latestCode(t.config.dataDir, 'thai@test.local')}\n\n${mailTextsTh.codeDetails(mobileFor('thai@test.local'))}\n\n${mailTextsTh.codeFooter}\n`,
    );
    const verify = await t.call({ method: 'POST', url: '/api/member/member_verify_email', payload: { email: 'thai@test.local', verifyCode: latestCode(t.config.dataDir, 'thai@test.local') } });
    expect(verify.json().result).toHaveLength(1);
  });

  it('is today’s English for an English request and for one without Accept-Language', async () => {
    for (const [email, lang] of [['english@test.local', 'en'], ['plain@test.local', undefined]] as const) {
      expect((await check(email, lang)).statusCode).toBe(201);
      const [raw] = mailsTo(t.config.dataDir, email);
      expect(raw).toMatch(new RegExp(`\\nSubject: ${mailTexts.codeSubject}\\r?\\n`));
      const code = latestCode(t.config.dataDir, email);
      expect(decodeMail(raw).text).toBe(`${mailTexts.codeRegister}\n\n${mailTexts.codeLabel} ${code}\n\n${mailTexts.codeDetails(mobileFor(email))}\n\n${mailTexts.codeFooter}\n`);
    }
  });

  it('resets an admin password in Thai when asked in Thai (the mail goes out after the answer)', async () => {
    await t.adminToken('boss@test.local');
    const r = await t.call({ method: 'POST', url: '/api/admin/admin_forgot_password', payload: { email: 'boss@test.local' }, headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' } });
    expect(r.statusCode).toBe(200);
    await t.app.mail.idle();
    const mail = decodeMail(mailsTo(t.config.dataDir, 'boss@test.local').at(-1)!);
    expect(mail.subject).toBe(mailTextsTh.codeSubject);
    expect(mail.text.startsWith(`${mailTextsTh.codeReset}\n`)).toBe(true);
  });
});

describe('the shop’s copy of an enquiry', () => {
  const enquiry = { firstName: 'สมหญิง', lastName: 'รักผ้า', mobile: '0812345678', email: 'somying@example.co.th', detail: 'ขอใบเสนอราคาผ้าแคนวาส 200 เมตร' };

  async function send(lang: string) {
    await insertContactUs(t.app.db, {
      company: 'Selvedge Textiles', address: '1 Sathorn Rd', location: '', telephone: '', email: 'sales@selvedge.example', webSite: '',
      url: '', facebookPageName: '', facebookPageLink: '', lineId: '', lineLink: '', lazadaShopName: '', lazadaShopLink: '', shopeeShopName: '', shopeeShopLink: '',
      tiktokShopName: '', tiktokShopLink: '',
    }, new Date(t.clock.now));
    const r = await t.call({ method: 'POST', url: '/api/contact_form/add_new_contact_form', payload: enquiry, headers: { 'accept-language': lang } });
    expect(r.statusCode, r.body).toBe(201);
    await t.app.mail.idle();
    return decodeMail(mailsTo(t.config.dataDir, 'sales@selvedge.example').at(-1)!);
  }

  const body = (texts: typeof contactFormMailTexts | typeof contactFormMailTextsTh) =>
    [
      texts.mailIntro,
      '',
      `${texts.mailFullName}: สมหญิง รักผ้า`,
      `${texts.mailMobile}: ${enquiry.mobile}`,
      `${texts.mailEmail}: ${enquiry.email}`,
      `${texts.detail}:`,
      enquiry.detail,
      '',
      texts.mailAnswer,
      `${t.config.publicUrl}/admin_contact_form`,
    ].join('\n');

  it('is Thai when the visitor wrote from the Thai page', async () => {
    const mail = await send('th');
    expect(mail.subject).toBe(contactFormMailTextsTh.mailSubject('สมหญิง รักผ้า'));
    expect(mail.text.trimEnd()).toBe(body(contactFormMailTextsTh));
  });

  it('is today’s English from the English page (Full Name, Mobile, Email as before)', async () => {
    const mail = await send('en');
    expect(mail.subject).toBe(contactFormMailTexts.mailSubject('สมหญิง รักผ้า'));
    expect(mail.text.trimEnd()).toBe(body(contactFormMailTexts));
    expect(mail.text).toContain('\nFull Name: สมหญิง รักผ้า\nMobile: 0812345678\nEmail: somying@example.co.th\nDetail:\n');
  });
});

describe('requestLocale', () => {
  it('reads the first tag of Accept-Language: th or th-… is Thai, anything else English', () => {
    const req = (value?: string) => ({ headers: value === undefined ? {} : { 'accept-language': value } }) as never;
    expect(requestLocale(req('th'))).toBe('th');
    expect(requestLocale(req('th-TH,th;q=0.9'))).toBe('th');
    expect(requestLocale(req('en'))).toBe('en');
    expect(requestLocale(req('en-US,th;q=0.9'))).toBe('en');
    expect(requestLocale(req(''))).toBe('en');
    expect(requestLocale(req())).toBe('en');
  });
});
