import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { ContactFormList, ContactFormOne, SAMPLES_MAX, type ContactForm } from '../../src/contract/contactForm.js';
import { sampleMailTexts } from '../../src/contract/backOfficeTexts.js';
import { sampleMailTextsTh } from '../../src/contract/th/backOfficeTexts.js';
import { inputTexts, serverMessages } from '../../src/contract/texts.js';
import { insertContactUs } from '../../server/modules/contactUs/queries.js';
import { listContactForms } from '../../server/modules/contactForm/queries.js';
import { insertParentSkus, insertSkus } from '../../server/modules/productSku/queries.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';
import { decodeMail, mailsTo } from '../helpers/mail.js';

/** Issue 18 §4: the sample basket sent as one enquiry, and the admin's "samples sent". */
const URL = '/api/contact_form/add_sample_request';
const LIST = '/api/contact_form/get_contact_form_data_all';
const SENT = '/api/contact_form/update_samples_sent_status';

const valid = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  mobile: '0812345678',
  email: 'somchai@example.co.th',
  address: '99/1 Sukhumvit Rd, Khlong Toei, Bangkok 10110',
  skus: ['LN-1', 'LN-2'],
};

const makeApp = useMakeApp();
let t: TestApp;

/** Two fabrics on sale with 12 colours (LN-1…LN-12, LN-12 switched off) and one fabric switched off (OFF-1). */
async function catalogue(app: TestApp) {
  const now = new Date(app.clock.now);
  const parent = (parentsSku: string, isActived: boolean) => ({ parentsSku, name: `Fabric ${parentsSku}`, path: '', width: '58"', composition: '100% Linen', weaving: 'Plain', discription: '', productType: 'FABRICS', categoryId: 'C1', isActived });
  await insertParentSkus(app.app.db, [parent('LN', true), parent('OFF', false)], now);
  const sku = (code: string, parentsSku: string, isActived = true) => ({ sku: code, name: `Colour ${code}`, path: `/uploads/${code.toLowerCase()}.webp`, article: '', parentsSku, stock: 1, marketPrices: 1, categoryId: 'C1', isActived });
  await insertSkus(app.app.db, [...Array.from({ length: 12 }, (_, i) => sku(`LN-${i + 1}`, 'LN', i !== 11)), sku('OFF-1', 'OFF')], now);
}

async function fresh(config?: Parameters<typeof makeApp>[0]) {
  t = await makeApp(config);
  await catalogue(t);
}

const send = (payload: unknown, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: URL, payload: payload as object, headers });
const sampleRows = () => t.app.db.selectFrom('contact_form_samples').selectAll().execute();

describe('a sample request (contact_form/add_sample_request)', () => {
  it('stores the visitor, the address and the colours in the order asked, as one enquiry not yet sent; the admin list shows them', async () => {
    await fresh();
    const r = await send({ ...valid, firstName: ' Somchai ', skus: ['LN-3', 'LN-1'], detail: 'For curtains' });
    expect(r.statusCode, r.body).toBe(201);
    expect(Value.Check(ContactFormOne, r.json())).toBe(true);
    expect(r.json().message).toBe(serverMessages.created);
    const stored: ContactForm = r.json().result;
    expect(stored).toMatchObject({
      firstName: 'Somchai',
      address: valid.address,
      detail: 'For curtains',
      isContacted: false,
      samplesSent: false,
      samples: [
        { sku: 'LN-3', name: 'Colour LN-3', path: '/uploads/ln-3.webp' },
        { sku: 'LN-1', name: 'Colour LN-1', path: '/uploads/ln-1.webp' },
      ],
    });
    expect(stored.samplesSentAt).toBeUndefined();

    const list = await t.call({ method: 'GET', url: LIST, token: await t.adminToken() });
    expect(Value.Check(ContactFormList, list.json())).toBe(true);
    expect(list.json().result).toEqual([stored]);
  });

  it('takes up to ten colours; a note is optional', async () => {
    await fresh();
    const ten = Array.from({ length: SAMPLES_MAX }, (_, i) => `LN-${i + 1}`);
    const r = await send({ ...valid, skus: ten });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().result.samples.map((s: { sku: string }) => s.sku)).toEqual(ten);
    expect(r.json().result.detail).toBe('');
  });

  it('answers 400 naming the field for each missing or bad field, and stores nothing', async () => {
    await fresh();
    const cases: Array<[Record<string, unknown>, string]> = [
      ...Object.keys(valid).map((k): [Record<string, unknown>, string] => [{ ...valid, [k]: undefined }, k]),
      [{ ...valid, firstName: '  ' }, 'firstName'],
      [{ ...valid, lastName: '' }, 'lastName'],
      [{ ...valid, mobile: '08-1234-5678' }, 'mobile'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, address: ' \n ' }, 'address'],
      [{ ...valid, address: 'x'.repeat(501) }, 'address'],
      [{ ...valid, detail: 'x'.repeat(2001) }, 'detail'],
      [{ ...valid, skus: [] }, 'skus'],
      [{ ...valid, skus: 'LN-1' }, 'skus'],
      [{ ...valid, skus: ['LN-1', 'LN-1'] }, 'skus'],
      [{ ...valid, skus: ['LN-1', ''] }, 'skus'],
      [{ ...valid, skus: ['LN-1', '  '] }, 'skus'],
      [{ ...valid, skus: ['LN-1', 7] }, 'skus'],
      [{ ...valid, samplesSent: true }, 'samplesSent'],
    ];
    for (const [payload, field] of cases) {
      const r = await send(JSON.parse(JSON.stringify(payload)));
      expect(r.statusCode, `${field}: ${r.body}`).toBe(400);
      expect(r.json().message, field).toContain(field);
    }
    expect(await listContactForms(t.app.db)).toEqual([]);
    expect(await sampleRows()).toEqual([]);
  });

  it('refuses eleven colours with 400 naming body.skus', async () => {
    await fresh();
    const eleven = Array.from({ length: 11 }, (_, i) => `LN-${i + 1}`);
    const r = await send({ ...valid, skus: eleven });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('body.skus');
    expect(await listContactForms(t.app.db)).toEqual([]);
  });

  it('refuses an unknown colour, a colour switched off and a colour of a fabric switched off, naming them; nothing half-saved', async () => {
    await fresh();
    for (const bad of ['NOPE-9', 'LN-12', 'OFF-1']) {
      const r = await send({ ...valid, skus: ['LN-1', bad, 'LN-2'] });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().message).toBe(inputTexts.notOnSale('body.skus', [bad]));
    }
    // Several at once are all named.
    const r = await send({ ...valid, skus: ['NOPE-9', 'LN-1', 'OFF-1'] });
    expect(r.json().message).toBe(inputTexts.notOnSale('body.skus', ['NOPE-9', 'OFF-1']));
    expect(await listContactForms(t.app.db)).toEqual([]);
    expect(await sampleRows()).toEqual([]);
  });

  it('needs the XSRF pair', async () => {
    await fresh();
    const r = await t.call({ method: 'POST', url: URL, payload: valid, xsrf: false });
    expect(r.statusCode).toBe(403);
    expect(await listContactForms(t.app.db)).toEqual([]);
  });

  it('is rate-limited per IP like the enquiry form: 429 once the limit is reached', async () => {
    await fresh({ rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await send(valid)).statusCode).toBe(201);
    expect((await send(valid)).statusCode).toBe(201);
    const limited = await send(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(serverMessages.tooManyRequests);
    const other = await t.call({ method: 'POST', url: URL, payload: valid, remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(201);
    expect(await listContactForms(t.app.db)).toHaveLength(3);
  });
});

describe('the sample request mails', () => {
  const shop = {
    company: 'Selvedge Textiles', address: '1 Sathorn Rd', location: 'https://maps.example/1', telephone: '02-000-0000', email: 'sales@selvedge.example', webSite: 'https://selvedge.example',
    url: '', facebookPageName: '', facebookPageLink: '', lineId: '', lineLink: '', lazadaShopName: '', lazadaShopLink: '', shopeeShopName: '', shopeeShopLink: '', tiktokShopName: '', tiktokShopLink: '',
  };

  it('the shop’s mail lists the SKUs with their names and the address; the visitor gets a receipt listing them', async () => {
    await fresh();
    await insertContactUs(t.app.db, shop, new Date(t.clock.now));
    expect((await send({ ...valid, skus: ['LN-2', 'LN-5'] })).statusCode).toBe(201);
    await t.app.mail.idle();
    const [toShop] = mailsTo(t.config.dataDir, 'sales@selvedge.example').map(decodeMail);
    expect(toShop.subject).toBe(sampleMailTexts.subject('Somchai Jaidee', 2));
    expect(toShop.text).toContain(`${sampleMailTexts.samples}:\n- LN-2  Colour LN-2\n- LN-5  Colour LN-5\n`);
    expect(toShop.text).toContain(valid.address);
    expect(toShop.text).toContain(`${t.config.publicUrl}/admin_contact_form`);
    const [receipt] = mailsTo(t.config.dataDir, valid.email).map(decodeMail);
    expect(receipt.subject).toBe(sampleMailTexts.receiptSubject);
    expect(receipt.text).toContain('- LN-2  Colour LN-2\n- LN-5  Colour LN-5');
    expect(receipt.text).toContain(valid.address);
  });

  it('mails one address at most CODE_LIMIT_MAX receipts a window, whoever asks; the requests past it are stored all the same', async () => {
    await fresh({ codeLimit: { max: 2, windowMs: 300_000 } });
    await insertContactUs(t.app.db, shop, new Date(t.clock.now));
    for (const ip of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const r = await t.call({ method: 'POST', url: URL, payload: valid, remoteAddress: ip });
      expect(r.statusCode, r.body).toBe(201);
    }
    await t.app.mail.idle();
    expect(mailsTo(t.config.dataDir, valid.email)).toHaveLength(2);
    expect(mailsTo(t.config.dataDir, 'sales@selvedge.example')).toHaveLength(4);
    expect(await listContactForms(t.app.db)).toHaveLength(4);
  });

  it('a Thai visitor’s request is mailed in Thai, receipt included', async () => {
    await fresh();
    await insertContactUs(t.app.db, shop, new Date(t.clock.now));
    expect((await send(valid, { 'accept-language': 'th-TH,th;q=0.9' })).statusCode).toBe(201);
    await t.app.mail.idle();
    const [toShop] = mailsTo(t.config.dataDir, 'sales@selvedge.example').map(decodeMail);
    expect(toShop.subject).toBe(sampleMailTextsTh.subject('Somchai Jaidee', 2));
    expect(toShop.text).toContain(`${sampleMailTextsTh.samples}:\n- LN-1  Colour LN-1`);
    const [receipt] = mailsTo(t.config.dataDir, valid.email).map(decodeMail);
    expect(receipt.subject).toBe(sampleMailTextsTh.receiptSubject);
    expect(receipt.text).toContain(sampleMailTextsTh.receiptIntro);
  });
});

describe('samples sent (contact_form/update_samples_sent_status, admin only)', () => {
  it('the admin marks a request sent (recorded with when), can undo it, and filters the list by it; others are refused', async () => {
    await fresh();
    const request: ContactForm = (await send(valid)).json().result;
    const plain = await t.call({ method: 'POST', url: '/api/contact_form/add_new_contact_form', payload: { firstName: 'A', lastName: 'B', mobile: '0812345679', email: 'a@example.com', detail: 'Hello' } });
    expect(plain.statusCode).toBe(201);

    expect((await t.call({ method: 'POST', url: SENT, payload: { id: request._id, samplesSent: true } })).statusCode).toBe(401);
    expect((await listContactForms(t.app.db, { samplesSent: true }))).toEqual([]);

    const token = await t.adminToken();
    t.clock.advance(60_000);
    const r = await t.call({ method: 'POST', url: SENT, payload: { id: request._id, samplesSent: true }, token });
    expect(r.statusCode, r.body).toBe(200);
    expect(Value.Check(ContactFormOne, r.json())).toBe(true);
    expect(r.json().result).toMatchObject({ _id: request._id, samplesSent: true, samplesSentAt: new Date(t.clock.now).toISOString(), samples: request.samples });

    const filtered = async (v: 'true' | 'false') => (await t.call({ method: 'GET', url: `${LIST}?samplesSent=${v}`, token })).json().result.map((e: ContactForm) => e._id);
    expect(await filtered('true')).toEqual([request._id]);
    expect(await filtered('false')).toEqual([]);

    // The change is in the activity log like every admin write.
    const log = await t.app.db.selectFrom('activity_log').selectAll().where('recordId', '=', request._id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ resource: 'contact_form', action: 'status' });

    const undo = await t.call({ method: 'POST', url: SENT, payload: { id: request._id, samplesSent: false }, token });
    expect(undo.json().result.samplesSent).toBe(false);
    expect(await filtered('false')).toEqual([request._id]);

    const notSamples = await t.call({ method: 'POST', url: SENT, payload: { id: plain.json().result._id, samplesSent: true }, token });
    expect(notSamples.statusCode).toBe(400);
    expect(notSamples.json().message).toContain('body.id');
    expect((await t.call({ method: 'POST', url: SENT, payload: { id: 'nope', samplesSent: true }, token })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: SENT, payload: { id: request._id }, token })).json().message).toContain('samplesSent');
  });

  it('deleting a sample request deletes its colours with it; undoing the delete from the activity log brings both back', async () => {
    await fresh();
    const request: ContactForm = (await send(valid)).json().result;
    const token = await t.adminToken();
    const r = await t.call({ method: 'DELETE', url: `/api/contact_form/delete_contact_form_by_id/${request._id}`, token });
    expect(r.statusCode).toBe(200);
    expect(await sampleRows()).toEqual([]);
    const [entry] = (await t.call({ method: 'GET', url: `/api/activity/get_activity_list?recordId=${request._id}`, token })).json().result;
    expect(entry).toMatchObject({ action: 'delete' });
    expect((await t.call({ method: 'POST', url: `/api/activity/revert/${entry._id}`, token })).statusCode).toBe(200);
    expect(await listContactForms(t.app.db)).toEqual([request]);
  });
});
