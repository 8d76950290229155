import { beforeEach, describe, expect, it } from 'vitest';
import { DESIGN_ICON_NAMES } from '../../src/contract/productDesign.js';
import { inputTexts, serverMessages } from '../../src/contract/texts.js';
import { inputTextsTh, serverMessagesTh } from '../../src/contract/th/texts.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Issue 19: the last English a Thai admin could read from the server — a design's icon not offered, a
 * list's date range that is no date or ends before it starts, and the upload parser's own refusals —
 * come in Thai for a Thai request, and in the same English as before without it.
 */
const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

const TH = { 'accept-language': 'th' };
const ADD_DESIGN = '/api/product_design/add_new_product_design';
const CONTACT_FORMS = '/api/contact_form/get_contact_form_data_all';

async function addDesign(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = await multipart(fields, { image: { name: 'd.png', type: 'image/png', data: await pngBytes(40, 40, '#336699') } });
  return t.call({ method: 'POST', url: ADD_DESIGN, token, payload: body.payload, headers: { ...body.headers, ...headers } });
}

describe('the server answers form and list refusals in the language of the request', () => {
  it("refuses a design icon the back-office does not offer, in Thai and in the same English as before", async () => {
    const thai = await addDesign({ name: 'Dots', icon: 'Rocket' }, TH);
    expect(thai.statusCode).toBe(400);
    expect(thai.json().message).toBe(inputTextsTh.oneOf('body.icon', DESIGN_ICON_NAMES));
    expect(thai.json().message).toContain('ต้องเป็นค่าใดค่าหนึ่ง');
    const english = await addDesign({ name: 'Dots', icon: 'Rocket' });
    expect(english.json().message).toBe(`body.icon must be one of ${DESIGN_ICON_NAMES.join(', ')}`);
    expect((await addDesign({ name: 'Dots', icon: 'Texture' })).statusCode).toBe(201);
  });

  it("refuses a list's date that does not exist and a range ending before it starts, in Thai and in English", async () => {
    const list = (query: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url: `${CONTACT_FORMS}?${query}`, token, headers });
    const noDay = await list('dateFrom=2026-02-30', TH);
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().message).toBe(inputTextsTh.notADay('querystring.dateFrom', '2026-02-30'));
    expect((await list('dateFrom=2026-02-30')).json().message).toBe('querystring.dateFrom is not a real date: 2026-02-30');
    const backwards = await list('dateFrom=2026-11-05&dateTo=2026-11-01', TH);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(inputTextsTh.endsBefore('querystring.dateTo', '2026-11-01', '2026-11-05'));
    expect((await list('dateFrom=2026-11-05&dateTo=2026-11-01')).json().message).toBe('querystring.dateTo (2026-11-01) is before dateFrom (2026-11-05)');
    expect((await list('dateFrom=2026-11-01&dateTo=2026-11-05', TH)).statusCode).toBe(200);
  });

  it("answers the upload parser's refusals (a reserved field name, a form cut short) in Thai, not its library's English", async () => {
    const reserved = await multipart({ constructor: 'x', name: 'Dots' });
    const thai = await t.call({ method: 'POST', url: ADD_DESIGN, token, payload: reserved.payload, headers: { ...reserved.headers, ...TH } });
    expect(thai.statusCode).toBe(400);
    expect(thai.json().message).toBe(inputTextsTh.reservedField);
    const english = await t.call({ method: 'POST', url: ADD_DESIGN, token, ...reserved });
    expect(english.json().message).toBe(inputTexts.reservedField);

    const whole = await multipart({ name: 'Dots' }, { image: { name: 'd.png', type: 'image/png', data: await pngBytes(40, 40, '#336699') } });
    const cut = whole.payload.subarray(0, whole.payload.length - 60);
    const cutThai = await t.call({ method: 'POST', url: ADD_DESIGN, token, payload: cut, headers: { ...whole.headers, ...TH } });
    expect(cutThai.statusCode).toBe(400);
    expect(cutThai.json().message).toBe(serverMessagesTh.badMultipart);
    const cutEnglish = await t.call({ method: 'POST', url: ADD_DESIGN, token, payload: cut, headers: whole.headers });
    expect(cutEnglish.json().message).toBe(serverMessages.badMultipart);
  });
});
