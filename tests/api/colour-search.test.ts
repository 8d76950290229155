import sharp from 'sharp';
import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowseResult } from '../../src/contract/browse.js';
import { COLOUR_FAMILIES, ColourHit, type ColourFamily } from '../../src/contract/colour.js';
import { deltaE2000, labOfHex } from '../../server/modules/colour/colourMath.js';
import { measureColours } from '../../server/modules/colour/measureJob.js';
import { insertParentSkus, insertSkuCategories, insertSkus } from '../../server/modules/productSku/queries.js';
import { searchIndexReady } from '../../server/modules/search/reads.js';
import { IMPORT_LAYOUTS } from '../../src/contract/skuImport.js';
import { workbookBytes } from '../../src/admin/skuImport/workbook.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * Shop by colour (issue 18 §3): each colour photo measured (a plain background and a label strip left
 * out), GET /api/search/colour ranking active colours of active parents by CIEDE2000, its 400s, and the
 * colour family filter of GET /api/browse. Both engines (api, api-pg).
 */
const t = useSharedTestApp();

/** A product photo as a shop takes one: the cloth on a white table, a dark label strip along the bottom. */
function photo(cloth: string): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 500, channels: 3, background: '#ffffff' } })
    .composite([
      { input: { create: { width: 300, height: 340, channels: 3, background: cloth } }, left: 50, top: 40 },
      { input: { create: { width: 400, height: 70, channels: 3, background: '#202020' } }, left: 0, top: 430 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const CLOTH: Record<string, string> = { RED: '#b3262e', NVY: '#1f2a44', SAG: '#9caf8f', GRY: '#8d9097', MRN: '#5e1f2a', PNK: '#d7a3a6' };
const parents = [
  { parentsSku: 'CL-ON', name: 'Cotton', isActived: true },
  // Switched off: its colours, however close, are never answered.
  { parentsSku: 'CL-OFF', name: 'Hidden', isActived: false },
].map((p) => ({ ...p, path: '', width: '58"', composition: '100% Cotton', weaving: 'Plain', discription: '', productType: 'FABRICS', categoryId: 'C1' }));

beforeAll(async () => {
  const now = new Date(t.clock.now);
  await insertSkuCategories(t.app.db, [{ categoryId: 'C1', name: 'Colour test', isActived: true }], now);
  await insertParentSkus(t.app.db, parents, now);
  const path = async (hex: string) => t.app.uploads.saveBuffer(await photo(hex));
  const sku = async (code: string, parentsSku: string, hex: string, isActived = true) => ({
    sku: code, name: code, path: await path(hex), article: '', parentsSku, stock: 1, marketPrices: 1, categoryId: 'C1', isActived,
  });
  await insertSkus(
    t.app.db,
    [
      ...(await Promise.all(Object.entries(CLOTH).map(([c, hex]) => sku(`CL-ON-${c}`, 'CL-ON', hex)))),
      // The exact red, but switched off, and under a parent switched off.
      await sku('CL-ON-RED2', 'CL-ON', '#b3262e', false),
      await sku('CL-OFF-RED', 'CL-OFF', '#b3262e'),
    ],
    now,
  );
  await measureColours(t.app);
  await searchIndexReady(t.app);
});

const nearest = async (query: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url: `/api/search/colour?${query}`, headers });

describe(`GET /api/search/colour on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('measures each photo as its cloth, not its white background nor its label strip', async () => {
    const res = await nearest('hex=000000&limit=100');
    const hits: ColourHit[] = res.json().result;
    for (const [code, hex] of Object.entries(CLOTH)) {
      const hit = hits.find((h) => h.sku === `CL-ON-${code}`)!;
      expect(deltaE2000(labOfHex(hit.hex)!, labOfHex(hex)!), code).toBeLessThan(1.5);
    }
  });

  it('answers the nearest active colours of active parents first, by CIEDE2000, with their page', async () => {
    const res = await nearest('hex=B3262E');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBeTypeOf('string');
    const hits: ColourHit[] = body.result;
    expect(hits.every((h) => Value.Check(ColourHit, h))).toBe(true);
    expect(hits[0]).toMatchObject({ sku: 'CL-ON-RED', parentsSku: 'CL-ON', name: 'CL-ON-RED', url: '/sub_product/CL-ON?sku=CL-ON-RED' });
    expect(hits[0].deltaE).toBeLessThan(1.5);
    expect(hits[1].sku).toBe('CL-ON-MRN');
    const codes = hits.map((h) => h.sku);
    expect(codes).not.toContain('CL-ON-RED2');
    expect(codes).not.toContain('CL-OFF-RED');
    expect(codes).toHaveLength(6);
    const d = hits.map((h) => h.deltaE);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    // Each deltaE is the photo's measured colour against the one asked.
    for (const h of hits) expect(h.deltaE).toBeCloseTo(deltaE2000(labOfHex('B3262E')!, labOfHex(h.hex)!), 0);
  });

  it('takes # and either case, and cuts the list at limit', async () => {
    const res = await nearest(`hex=${encodeURIComponent('#9caf8f')}&limit=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.map((h: ColourHit) => h.sku)).toEqual(['CL-ON-SAG', 'CL-ON-GRY']);
  });

  it('answers a photo uploaded since, once measured, and no longer a colour switched off', async () => {
    const token = await t.adminToken();
    const list = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token, payload: { keyword: 'CL-ON-GRY' } });
    const grey = list.json().result.find((s: { sku: string }) => s.sku === 'CL-ON-GRY');
    const body = new FormData();
    for (const [k, v] of Object.entries({ sku: 'CL-ON-GRY', name: 'Now yellow', parentsSku: 'CL-ON', stock: '1', marketPrices: '1' })) body.append(k, v);
    body.append('image', new Blob([new Uint8Array(await photo('#e8c020'))], { type: 'image/jpeg' }), 'y.jpg');
    const req = new Request('http://local/', { method: 'POST', body });
    const saved = await t.call({ method: 'POST', url: `/api/product_sku/update_product_sku_by_id/${grey._id}`, token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
    expect(saved.statusCode, saved.body).toBe(200);
    await measureColours(t.app);
    const hits: ColourHit[] = (await nearest('hex=E8C020')).json().result;
    expect(hits[0]).toMatchObject({ sku: 'CL-ON-GRY', name: 'Now yellow' });
    expect(hits[0].deltaE).toBeLessThan(1.5);

    const off = await t.call({ method: 'POST', url: '/api/product_sku/update_product_sku_status', token, payload: { _id: grey._id, status: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await nearest('hex=E8C020')).json().result.map((h: ColourHit) => h.sku)).not.toContain('CL-ON-GRY');
  });

  it('answers a new photo\'s colour even when the colour filter read the colours before it was measured', async () => {
    const token = await t.adminToken();
    const list = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token, payload: { keyword: 'CL-ON-PNK' } });
    const pink = list.json().result.find((s: { sku: string }) => s.sku === 'CL-ON-PNK');
    const body = new FormData();
    for (const [k, v] of Object.entries({ sku: 'CL-ON-PNK', name: 'Now rose', parentsSku: 'CL-ON', stock: '1', marketPrices: '1' })) body.append(k, v);
    body.append('image', new Blob([new Uint8Array(await photo('#f06090'))], { type: 'image/jpeg' }), 't.jpg');
    const req = new Request('http://local/', { method: 'POST', body });
    const saved = await t.call({ method: 'POST', url: `/api/product_sku/update_product_sku_by_id/${pink._id}`, token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
    expect(saved.statusCode, saved.body).toBe(200);
    // The colour filter first (it reads what is measured so far, without waiting), then the colour call.
    expect((await t.call({ method: 'GET', url: '/api/browse?category=C1' })).statusCode).toBe(200);
    const hits: ColourHit[] = (await nearest('hex=F06090&limit=1')).json().result;
    expect(hits[0]).toMatchObject({ sku: 'CL-ON-PNK', name: 'Now rose' });
    expect(hits[0].deltaE).toBeLessThan(1.5);
  });

  it("answers a colour page's closest colours: nearest first, the colour itself left out; 404 for a colour not shown", async () => {
    const res = await t.call({ method: 'GET', url: '/api/search/colour/sku/CL-ON-RED?limit=3' });
    expect(res.statusCode, res.body).toBe(200);
    const hits: ColourHit[] = res.json().result;
    expect(hits).toHaveLength(3);
    expect(hits[0].sku).toBe('CL-ON-MRN');
    const d = hits.map((h) => h.deltaE);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    for (const code of ['CL-ON-RED2', 'CL-OFF-RED', 'NOPE']) expect((await t.call({ method: 'GET', url: `/api/search/colour/sku/${code}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/search/colour/sku/CL-ON-RED?limit=0' })).json().message).toContain('limit');
  });

  it('answers a colour imported from a spreadsheet with its photo, once measured', async () => {
    const token = await t.adminToken();
    const path = await t.app.uploads.saveBuffer(await photo('#7a9a20'));
    const layout = IMPORT_LAYOUTS.sku;
    const sheet = workbookBytes([
      ['path', 'sku', 'name', 'parentsSku', 'stock', 'marketPrices'],
      [path, 'CL-ON-IMP', 'Imported', 'CL-ON', 1, 1],
    ]);
    const body = await multipart({}, { [layout.field]: { name: 'skus.xlsx', type: 'application/octet-stream', data: Buffer.from(sheet) } });
    const res = await t.call({ method: 'POST', url: `/api${layout.path}`, token, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    await measureColours(t.app);
    const hits: ColourHit[] = (await nearest('hex=7A9A20&limit=1')).json().result;
    expect(hits[0]).toMatchObject({ sku: 'CL-ON-IMP', path });
    expect(hits[0].deltaE).toBeLessThan(1.5);
  });

  it.each([
    ['', 'hex'],
    ['hex=', 'hex'],
    ['hex=B3262', 'hex'],
    ['hex=B3262E0', 'hex'],
    ['hex=GGGGGG', 'hex'],
    ['hex=red', 'hex'],
    ['hex=B3262E&limit=0', 'limit'],
    ['hex=B3262E&limit=101', 'limit'],
    ['hex=B3262E&limit=ten', 'limit'],
    ['hex=B3262E&colour=red', 'colour'],
  ])('answers 400 naming the field to ?%s', async (query, field) => {
    const res = await nearest(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('says what is wrong with hex in Thai to a Thai visitor', async () => {
    const en = (await nearest('hex=B3262')).json().message;
    const th = (await nearest('hex=B3262', { 'accept-language': 'th' })).json().message;
    expect(th).toContain('hex');
    expect(th).not.toBe(en);
    expect(th).toMatch(/[\u0E00-\u0E7F]/);
    const missing = (await nearest('', { 'accept-language': 'th' })).json().message;
    expect(missing).toContain('hex');
    expect(missing).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe(`colour family filter of GET /api/browse on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  async function browse(query: string): Promise<BrowseResult> {
    const res = await t.call({ method: 'GET', url: `/api/browse?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(Value.Check(BrowseResult, res.json().result)).toBe(true);
    return res.json().result;
  }

  it("counts a list's fabrics by the families of their active colours, and keeps those of a family chosen", async () => {
    const r = await browse('category=C1');
    const counts = Object.fromEntries(r.facets.colour.map((o) => [o.value, o.count]));
    // CL-ON alone is active: one fabric in each family of its colours.
    expect(counts).toMatchObject({ red: 1, blue: 1, green: 1, pink: 1 });
    const values = r.facets.colour.map((o) => o.value);
    expect(values).toEqual([...values].sort((a, b) => COLOUR_FAMILIES.indexOf(a as ColourFamily) - COLOUR_FAMILIES.indexOf(b as ColourFamily)));
    expect((await browse('category=C1&colour=green')).parents.map((p) => p.parentsSku)).toEqual(['CL-ON']);
    expect((await browse('category=C1&colour=white')).parents).toEqual([]);
  });

  it("keeps, in a search, only the colours of the family chosen; each chip's count is what choosing it lists", async () => {
    const r = await browse('q=CL-ON&colour=red');
    expect(r.skus.map((s) => s.sku).sort()).toEqual(['CL-ON-MRN', 'CL-ON-RED']);
    const all = await browse('q=CL-ON');
    for (const { value, count } of all.facets.colour) {
      const chosen = await browse(`q=CL-ON&colour=${value}`);
      expect(chosen.total, value).toBe(count);
      // The other filters count what the colour chosen keeps.
      expect(chosen.facets.weaving.find((o) => o.value === 'Plain')?.count, value).toBe(count);
    }
  });

  it('answers 400 naming colour to a family that is not one', async () => {
    const res = await t.call({ method: 'GET', url: '/api/browse?category=C1&colour=teal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('colour');
  });
});
