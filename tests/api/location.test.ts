import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../server/modules/location/reads.js';
import { CityList, CountryList, DistrictList, KeywordReply, LOCATION_SEARCH_MAX, ProvinceList, type CountryTree } from '../../src/contract/location.js';
import { useSharedTestApp } from '../helpers/app.js';

const BASE = '/api/master/country_state';
const ALL = `${BASE}/get_country_data_all`;
const PROVINCES = `${BASE}/get_province_data_by_country_id`;
const CITIES = `${BASE}/get_city_data_by_province_id`;
const DISTRICTS = `${BASE}/get_district_data_by_city_id`;
const SEARCH = `${BASE}/get_country_data`;

const t = useSharedTestApp();
let token: string;
beforeAll(async () => {
  token = await t.adminToken();
});

const post = (url: string, payload: unknown, as: string | null = token) => t.call({ method: 'POST', url, payload: payload as object, ...(as ? { token: as } : {}) });
async function ok<T>(url: string, payload: unknown): Promise<T> {
  const r = await post(url, payload);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as T;
}

/** The lines a keyword search answers: each district, and each matching province or city without districts under it. */
function lines(result: CountryTree[]): string[] {
  return result.flatMap((c) =>
    c.provinces.flatMap((p) =>
      p.cities.length
        ? p.cities.flatMap((ci) => (ci.districts.length ? ci.districts.map((d) => `${p.name_th}/${ci.name_th}/${d.name_th}`) : [`${p.name_th}/${ci.name_th}`]))
        : [p.name_th],
    ),
  );
}

describe('location calls: guard', () => {
  it('answers 401 without a token and 403 with a member token, for all five calls', async () => {
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    expect((await t.call({ method: 'GET', url: ALL })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: ALL, token: member })).statusCode).toBe(403);
    for (const [url, body] of [[PROVINCES, { countryId: 'TH' }], [CITIES, { provinceId: '10' }], [DISTRICTS, { cityId: '1004' }], [SEARCH, { keyword: 'บาง' }]] as const) {
      expect((await post(url, body, null)).statusCode, url).toBe(401);
      expect((await post(url, body, member)).statusCode, url).toBe(403);
    }
  });
});

describe('the cascade', () => {
  it('lists Thailand, its 77 provinces, Bangkok\'s 50 districts (khet) and a khet\'s khwaeng with postcodes', async () => {
    const all = (await t.call({ method: 'GET', url: ALL, token })).json();
    expect(Value.Check(CountryList, all)).toBe(true);
    expect(all.result).toEqual([{ _id: 'country-TH', id: 'TH', name_th: 'ไทย', name_en: 'Thailand', shortName_th: 'ไทย', fullName_th: 'ราชอาณาจักรไทย' }]);

    const provinces = await ok<{ result: { id: string; name_th: string; name_en: string; fullName_th: string }[] }>(PROVINCES, { countryId: 'TH' });
    expect(Value.Check(ProvinceList, provinces)).toBe(true);
    expect(provinces.result).toHaveLength(77);
    expect(new Set(provinces.result.map((p) => p.id)).size).toBe(77);
    expect(provinces.result.find((p) => p.id === '10')).toMatchObject({ name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', fullName_th: 'กรุงเทพมหานคร' });
    expect(provinces.result.find((p) => p.id === '50')).toMatchObject({ name_th: 'เชียงใหม่', name_en: 'Chiang Mai', shortName_th: 'จ.เชียงใหม่', fullName_th: 'จังหวัดเชียงใหม่' });
    // Thai alphabetical order.
    expect(provinces.result[0].name_th).toBe('กระบี่');
    // The country's _id works as well as its id.
    expect((await ok<{ result: unknown[] }>(PROVINCES, { countryId: 'country-TH' })).result).toHaveLength(77);

    const khet = await ok<{ result: { id: string; name_th: string; name_en: string; shortName_th: string; provinceId: string }[] }>(CITIES, { provinceId: '10' });
    expect(Value.Check(CityList, khet)).toBe(true);
    expect(khet.result).toHaveLength(50);
    expect(khet.result.every((c) => c.shortName_th === `เขต${c.name_th}` && c.provinceId === '10')).toBe(true);
    expect(khet.result.find((c) => c.id === '1004')).toMatchObject({ name_th: 'บางรัก', name_en: 'Bang Rak' });
    const amphoe = await ok<{ result: { fullName_th: string }[] }>(CITIES, { provinceId: 'province-50' });
    expect(amphoe.result).toHaveLength(25);
    expect(amphoe.result.every((c) => c.fullName_th.startsWith('อำเภอ'))).toBe(true);

    const khwaeng = await ok<{ result: { id: string; name_th: string; postCode: string; postCodes: string[]; fullName_th: string }[] }>(DISTRICTS, { cityId: '1004' });
    expect(Value.Check(DistrictList, khwaeng)).toBe(true);
    expect(khwaeng.result.map((d) => d.name_th).sort()).toEqual(['บางรัก', 'มหาพฤฒาราม', 'สีลม', 'สี่พระยา', 'สุริยวงศ์'].sort());
    expect(khwaeng.result.every((d) => d.postCode === '10500' && d.postCodes[0] === '10500' && d.fullName_th === `แขวง${d.name_th}`)).toBe(true);
  });

  it('holds 928 amphoe and about 7,400 tambon in all, nearly all with 5-digit postcodes', async () => {
    const count = async (table: 'location_cities' | 'location_districts') =>
      Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('location_cities')).toBe(928);
    const tambon = await count('location_districts');
    expect(tambon).toBeGreaterThan(7300);
    expect(tambon).toBeLessThan(7600);
    const malformed = await t.app.db.selectFrom('location_districts').select('id').where('postCodes', 'not like', '_____%').where('postCodes', '!=', '').execute();
    expect(malformed).toEqual([]);
    const none = await t.app.db.selectFrom('location_districts').select('id').where('postCode', '=', '').execute();
    expect(none.length).toBeLessThan(50);
  });

  it('answers 404 for an unknown parent and 400 naming a missing or extra field', async () => {
    for (const [url, body, field] of [[PROVINCES, { countryId: 'XX' }, 'country'], [CITIES, { provinceId: '999' }, 'province'], [DISTRICTS, { cityId: '10' }, 'city']] as const) {
      const r = await post(url, body);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toContain(`No ${field} with the id`);
    }
    expect((await post(PROVINCES, {})).json()).toEqual({ message: 'body.countryId is required' });
    expect((await post(CITIES, {})).json()).toEqual({ message: 'body.provinceId is required' });
    expect((await post(DISTRICTS, { cityId: '1004', role: 'x' })).json()).toEqual({ message: 'body.role is not an accepted field' });
    expect((await post(DISTRICTS, { cityId: 1004 })).statusCode).toBe(400);
  });
});

describe('keyword search', () => {
  it('finds a khet by its Thai name, nested under Thailand and Bangkok, with all its khwaeng', async () => {
    const r = await ok<{ result: CountryTree[]; truncated: boolean }>(SEARCH, { keyword: 'บางรัก' });
    expect(Value.Check(KeywordReply, r)).toBe(true);
    expect(r.result.map((c) => c.id)).toEqual(['TH']);
    const bangkok = r.result[0].provinces.find((p) => p.id === '10')!;
    const bangRak = bangkok.cities.find((c) => c.id === '1004')!;
    expect(bangRak.districts).toHaveLength(5);
    expect(lines(r.result)).toContain('กรุงเทพมหานคร/บางรัก/สีลม');
  });

  it('finds the same by its English name, in any case, and by a postcode', async () => {
    for (const keyword of ['Bang Rak', 'bang rak', '  BANG   RAK ']) {
      const r = await ok<{ result: CountryTree[] }>(SEARCH, { keyword });
      expect(lines(r.result), keyword).toContain('กรุงเทพมหานคร/บางรัก/สีลม');
    }
    const byPost = await ok<{ result: CountryTree[] }>(SEARCH, { keyword: '10500' });
    // Bang Rak's five khwaeng, and Wang Mai of Pathum Wan, which has 10500 beside 10330.
    expect(lines(byPost.result).sort()).toEqual([...['บางรัก', 'มหาพฤฒาราม', 'สีลม', 'สี่พระยา', 'สุริยวงศ์'].map((d) => `กรุงเทพมหานคร/บางรัก/${d}`), 'กรุงเทพมหานคร/ปทุมวัน/วังใหม่'].sort());
  });

  it('finds a province by an English name, and drops typed unit words such as อ. and ตำบล', async () => {
    const cm = await ok<{ result: CountryTree[] }>(SEARCH, { keyword: 'chiang mai' });
    expect(cm.result[0].provinces.map((p) => p.name_en)).toContain('Chiang Mai');
    const mueang = await ok<{ result: CountryTree[] }>(SEARCH, { keyword: 'อ.เมืองเชียงใหม่' });
    expect(lines(mueang.result)).toContain('เชียงใหม่/เมืองเชียงใหม่/สุเทพ');
    const tambon = await ok<{ result: CountryTree[] }>(SEARCH, { keyword: 'ตำบลสุเทพ' });
    expect(lines(tambon.result)).toContain('เชียงใหม่/เมืองเชียงใหม่/สุเทพ');
  });

  it('caps a two-letter keyword at the limit, saying more matched; nothing matching answers an empty list', async () => {
    const r = await ok<{ result: CountryTree[]; truncated: boolean }>(SEARCH, { keyword: 'บา' });
    expect(r.truncated).toBe(true);
    const found = lines(r.result);
    expect(found.length).toBeGreaterThan(10);
    expect(found.length).toBeLessThanOrEqual(LOCATION_SEARCH_MAX);
    expect(found.every((l) => l.includes('บา'))).toBe(true);
    const none = await ok<{ result: CountryTree[]; truncated: boolean }>(SEARCH, { keyword: 'zzqx' });
    expect(none).toEqual({ message: 'OK', result: [], truncated: false });
  });

  it('refuses an empty or blank keyword naming the field', async () => {
    expect((await post(SEARCH, {})).json()).toEqual({ message: 'body.keyword is required' });
    expect((await post(SEARCH, { keyword: '   ' })).json()).toEqual({ message: 'body.keyword is required' });
    expect((await post(SEARCH, { keyword: '' })).statusCode).toBe(400);
  });

  it('answers a two-letter Thai keyword in well under 20 ms of CPU time (median of 51 searches of the index)', async () => {
    const index = await locations(t.app.db);
    const times: number[] = [];
    for (let i = 0; i < 51; i++) {
      // CPU time, not wall time: a busy machine would otherwise lend its other work to the search.
      const start = process.cpuUsage();
      index.search(i % 2 ? 'บา' : 'สม', LOCATION_SEARCH_MAX);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    expect(times[25]).toBeLessThan(20);
  });
});
