import { beforeEach, describe, expect, it } from 'vitest';
import { memberServerTexts, skuEditTexts, skuImportServerTexts, staleSaveText } from '../../src/contract/backOfficeTexts.js';
import { IMPORT_LAYOUTS } from '../../src/contract/skuImport.js';
import { conflictTexts, inputTexts, serverMessages } from '../../src/contract/texts.js';
import { memberServerTextsTh, skuEditTextsTh, skuImportServerTextsTh, staleSaveTextsTh } from '../../src/contract/th/backOfficeTexts.js';
import { recordCountTh, recordNounsTh } from '../../src/contract/th/recordNouns.js';
import { conflictTextsTh, inputTextsTh, serverMessagesTh } from '../../src/contract/th/texts.js';
import { thaiAnswer } from '../../server/plugins/answerLanguage.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Issue 19: the server answers a Thai request (Accept-Language: th, which the browser's client sends on
 * a Thai page) in Thai, from the contract's Thai packs, record names and counts included; without it,
 * or in English, the answers are spec.md's English exactly.
 */
const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

const TH = { 'accept-language': 'th' };
const png = async () => ({ image: { name: 'p.png', type: 'image/png', data: await pngBytes(40, 40, '#336699') } });
async function addType(name: string, headers: Record<string, string> = {}) {
  const body = await multipart({ name }, await png());
  return t.call({ method: 'POST', url: '/api/product_type/add_new_product_type', token, payload: body.payload, headers: { ...body.headers, ...headers } });
}

describe('answers in the language of the request', () => {
  it("answers a duplicate in Thai, naming the record in Thai, and in spec.md's English without Accept-Language or with English", async () => {
    expect((await addType('Lace')).statusCode).toBe(201);
    const thai = await addType('Lace', TH);
    expect(thai.statusCode).toBe(409);
    expect(thai.json().message).toBe(conflictTextsTh.duplicate(recordNounsTh.productType[0], 'Lace'));
    expect((await addType('Lace')).json().message).toBe(conflictTexts.duplicate('product type', 'Lace'));
    expect((await addType('Lace', { 'accept-language': 'en-GB,th;q=0.8' })).json().message).toBe(conflictTexts.duplicate('product type', 'Lace'));
  });

  it('answers a plain text (404) and a success message in Thai', async () => {
    const missing = await t.call({ method: 'DELETE', url: '/api/product_type/delete_product_type_by_id/000000000000000000000000', token, headers: TH });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(serverMessagesTh.notFound);
    const id = (await addType('Trims')).json().result._id as string;
    const deleted = await t.call({ method: 'DELETE', url: `/api/product_type/delete_product_type_by_id/${id}`, token, headers: TH });
    expect(deleted.json().message).toBe(serverMessagesTh.deleted);
    expect(serverMessagesTh.deleted).not.toBe(serverMessages.deleted);
  });

  it("gives a refused import's reasons and message in Thai, counts included", async () => {
    const layout = IMPORT_LAYOUTS.sku;
    const csv = Buffer.from(['sku,name,parentsSku,stock,marketPrices', 'TH-BAD-1,Fine,00881,-3,1'].join('\r\n'));
    const body = await multipart({}, { [layout.field]: { name: 'sku.csv', type: 'text/csv', data: csv } });
    const r = await t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: { ...body.headers, ...TH } });
    expect(r.statusCode).toBe(422);
    const answer = r.json() as { message: string; errors: { reason: string }[] };
    expect(answer.errors.map((e) => e.reason)).toContain(skuImportServerTextsTh.wholeNumber);
    expect(answer.message).toBe(skuImportServerTextsTh.refused(answer.errors.length));
    const english = await t.call({ method: 'POST', url: `/api${layout.path}`, token, ...(await multipart({}, { [layout.field]: { name: 'sku.csv', type: 'text/csv', data: csv } })) });
    expect((english.json() as { errors: { reason: string }[] }).errors.map((e) => e.reason)).toContain(skuImportServerTexts.wholeNumber);
  });

  it("answers a Members dialog's taken email in Thai, the field named in Thai", async () => {
    const member = { firstName: 'Malee', lastName: 'Srisuk', email: 'malee@example.com', mobile: '0812345678', address: '99/1', country: 'TH', province: '10', city: '1004', district: '100402', postCode: '10500', bussiness: 'Srisuk' };
    const add = (payload: object, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/api/member/add_new_admin_member', token, payload, headers });
    expect((await add(member)).statusCode).toBe(201);
    const again = { ...member, mobile: '0899999999' };
    expect((await add(again, TH)).json().message).toBe(memberServerTextsTh.taken('email', 'malee@example.com'));
    expect((await add(again)).json().message).toBe(memberServerTexts.taken('email', 'malee@example.com'));
  });

  it('names a count of records in Thai inside an answer (a product type still in use)', () => {
    expect(thaiAnswer(conflictTexts.inUse('product type', '3 products'))).toBe(conflictTextsTh.inUse(recordNounsTh.productType[0], recordCountTh(recordNounsTh.product[1], '3')));
    expect(thaiAnswer(conflictTexts.inUse('parent SKU CT-1', skuEditTexts.colours(2)))).toBe(conflictTextsTh.inUse(`${recordNounsTh.parentSku[0]} CT-1`, skuEditTextsTh.colours(2)));
  });

  it('gives a text after the field it names in Thai, the field kept', () => {
    expect(thaiAnswer(`body.image: ${serverMessages.notAnImage}`)).toBe(`body.image: ${serverMessagesTh.notAnImage}`);
    expect(thaiAnswer('body.image: something else')).toBe('body.image: something else');
  });

  it("gives a stale save's 409 in Thai, starting as the edit dialog expects in Thai", () => {
    const at = '2026-11-27T01:40:00.000Z';
    expect(thaiAnswer(staleSaveText('Ben', at))).toBe(staleSaveTextsTh.text('Ben', at));
    expect(thaiAnswer(staleSaveText(null, null)).startsWith(staleSaveTextsTh.start)).toBe(true);
  });

  it("answers a form's missing and unknown fields in Thai, the field named by its code, and in the English as before", async () => {
    const form = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
      const body = await multipart(fields, await png());
      return t.call({ method: 'POST', url: '/api/product_type/add_new_product_type', token, payload: body.payload, headers: { ...body.headers, ...headers } });
    };
    const missing = await form({}, TH);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(inputTextsTh.required('body.name'));
    expect((await form({})).json().message).toBe('body.name is required');
    expect((await form({ name: 'Voile', colour: 'red' }, TH)).json().message).toBe(inputTextsTh.notAccepted('body.colour'));
    expect((await form({ name: 'Voile', colour: 'red' })).json().message).toBe('body.colour is not an accepted field');
  });

  it("answers a JSON body's schema failures (required, unknown field, too short) in Thai", async () => {
    const add = (payload: object, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/api/search_synonym/add_new_search_synonym', token, payload, headers });
    expect((await add({}, TH)).json().message).toBe(inputTextsTh.required('body.words'));
    expect((await add({ words: 'a, b', extra: 1 }, TH)).json().message).toBe(inputTextsTh.notAccepted('body.extra'));
    expect((await add({ words: 'a, b', extra: 1 })).json().message).toBe(inputTexts.notAccepted('body.extra'));
    const empty = await add({ words: '' }, TH);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('body.words ต้องไม่เว้นว่าง');
    expect((await add({ words: '' })).json().message).toBe('body.words must NOT have fewer than 1 characters');
    expect((await add({ words: 'lonely' }, TH)).json().message).toBe(inputTextsTh.twoWords);
  });

  it('answers a bad query of GET /api/browse in Thai, and in the English as before', async () => {
    const browse = (query: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url: `/api/browse?${query}`, headers });
    const pattern = await browse('category=C1&limit=0', TH);
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json().message).toBe('querystring.limit มีรูปแบบไม่ถูกต้อง');
    expect((await browse('category=C1&limit=0')).json().message).toBe('querystring.limit must match pattern "^([1-9][0-9]?|100)$"');
    expect((await browse('category=C1&shade=red', TH)).json().message).toBe(inputTextsTh.notAccepted('querystring.shade'));
    expect((await browse('', TH)).json().message).toBe(inputTextsTh.oneList);
    expect((await browse('')).json().message).toBe('querystring must name one list: category, type or q');
    expect((await browse('category=C1&width=enormous', TH)).json().message).toBe(inputTextsTh.oneOf('querystring.width', ['under45', 'from45', 'from58', 'from72']));
  });

  it("gives a route's own input 400s in Thai: a required keyword, a record not found named in Thai, one of several fields required", async () => {
    const blank = (headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/api/master/country_state/get_country_data', token, payload: { keyword: '   ' }, headers });
    expect((await blank(TH)).json().message).toBe(inputTextsTh.required('body.keyword'));
    expect((await blank()).json().message).toBe('body.keyword is required');
    expect(thaiAnswer(inputTexts.noRecord('body.categoryId', 'category', 'NOPE'))).toBe(inputTextsTh.noRecord('body.categoryId', recordNounsTh.category[0], 'NOPE'));
    expect(inputTexts.requiredOneOf('body.mobile', ['body.email', 'body.q'])).toBe('body.mobile is required (or body.email or body.q)');
    expect(thaiAnswer(inputTexts.requiredOneOf('body.mobile', ['body.email', 'body.q']))).toBe('กรุณากรอก body.mobile (หรือ body.email หรือ body.q)');
  });
});
