import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { CONTACT_DETAIL_MAX, ContactFormOne } from '../../src/contract/contactForm.js';
import { serverMessages } from '../../src/messages.js';
import { listContactForms } from '../../server/modules/contactForm/queries.js';
import { useMakeApp, type TestApp } from '../helpers/app.js';

const URL = '/api/contact_form/add_new_contact_form';
const valid = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  mobile: '0812345678',
  email: 'somchai@example.co.th',
  detail: 'Do you have 200 m of LN-CTN-205 in olive? Please call me.',
};

const makeApp = useMakeApp();
let t: TestApp;

const send = (payload: unknown) => t.call({ method: 'POST', url: URL, payload: payload as object });

describe('visitor enquiry (contact_form/add_new_contact_form)', () => {
  it('stores a valid enquiry not yet contacted and answers 201 with it', async () => {
    t = await makeApp();
    const r = await send({ ...valid, firstName: '  Somchai ' });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(Value.Check(ContactFormOne, body)).toBe(true);
    expect(body.message).toBe(serverMessages.created);
    expect(body.result).toMatchObject({ ...valid, isContacted: false, createAt: new Date(t.clock.now).toISOString() });

    const stored = await listContactForms(t.app.db);
    expect(stored).toEqual([body.result]);
    expect(stored[0].isContacted).toBe(false);
  });

  it('answers 400 naming the field for each missing or bad field, and stores nothing', async () => {
    t = await makeApp();
    const cases: Array<[Record<string, unknown>, string]> = [
      ...Object.keys(valid).map((k): [Record<string, unknown>, string] => [{ ...valid, [k]: undefined }, k]),
      [{ ...valid, firstName: '   ' }, 'firstName'],
      [{ ...valid, lastName: '' }, 'lastName'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, email: 'a@b@c' }, 'email'],
      [{ ...valid, mobile: '08-1234-5678' }, 'mobile'],
      [{ ...valid, mobile: 'call me' }, 'mobile'],
      [{ ...valid, mobile: '123' }, 'mobile'],
      [{ ...valid, detail: 'x'.repeat(CONTACT_DETAIL_MAX + 1) }, 'detail'],
      [{ ...valid, detail: ' \n ' }, 'detail'],
      [{ ...valid, firstName: 'x'.repeat(101) }, 'firstName'],
      [{ ...valid, isContacted: true }, 'isContacted'],
      [{ ...valid, firstName: { $gt: '' } }, 'firstName'],
    ];
    for (const [payload, field] of cases) {
      const r = await send(JSON.parse(JSON.stringify(payload)));
      expect(r.statusCode, `${field}: ${r.body}`).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const proto = await t.call({ method: 'POST', url: URL, payload: `{"__proto__":{"isContacted":true},${JSON.stringify(valid).slice(1)}`, headers: { 'content-type': 'application/json' } });
    expect(proto.statusCode).toBe(400);
    expect(await listContactForms(t.app.db)).toEqual([]);
  });

  it('accepts the longest detail and an international mobile', async () => {
    t = await makeApp();
    const r = await send({ ...valid, mobile: '+66812345678', detail: 'x'.repeat(CONTACT_DETAIL_MAX) });
    expect(r.statusCode).toBe(201);
  });

  it('needs the XSRF pair', async () => {
    t = await makeApp();
    const r = await t.call({ method: 'POST', url: URL, payload: valid, xsrf: false });
    expect(r.statusCode).toBe(403);
    expect(await listContactForms(t.app.db)).toEqual([]);
  });

  it('is rate-limited per IP: 429 once the limit is reached', async () => {
    t = await makeApp({ rateLimit: { max: 2, windowMs: 60_000 } });
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
