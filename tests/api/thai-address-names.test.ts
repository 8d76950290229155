import { beforeAll, describe, expect, it } from 'vitest';
import { pickName } from '../../server/modules/location/crossCheck.js';
import type { City, CountryTree, District, Province } from '../../src/contract/location.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * Issue 17 §4: the master data's English names, checked against a second source by migration 017,
 * pinned on places everyone knows (and the tambon thai-address-universal garbled), with their
 * postcodes; and the keyword search finding them by those names.
 */
const BASE = '/api/master/country_state';
const CITIES = `${BASE}/get_city_data_by_province_id`;
const DISTRICTS = `${BASE}/get_district_data_by_city_id`;
const PROVINCES = `${BASE}/get_province_data_by_country_id`;
const SEARCH = `${BASE}/get_country_data`;

const t = useSharedTestApp();
let token: string;
beforeAll(async () => {
  token = await t.adminToken();
});

async function ok<T>(url: string, payload: object): Promise<T> {
  const r = await t.call({ method: 'POST', url, payload, token });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { result: T }).result;
}
const provinces = () => ok<Province[]>(PROVINCES, { countryId: 'TH' });
const cities = (provinceId: string) => ok<City[]>(CITIES, { provinceId });
const districts = (cityId: string) => ok<District[]>(DISTRICTS, { cityId });
const pick = <T extends { name_th: string }>(list: T[], th: string): T => {
  const found = list.find((u) => u.name_th === th);
  expect(found, th).toBeDefined();
  return found!;
};

describe('English names of well-known places', () => {
  it('names the provinces as the Royal Thai General System spells them', async () => {
    const all = await provinces();
    const en = Object.fromEntries(all.map((p) => [p.name_th, p.name_en]));
    expect(en).toMatchObject({
      กรุงเทพมหานคร: 'Bangkok',
      เชียงใหม่: 'Chiang Mai',
      ภูเก็ต: 'Phuket',
      สงขลา: 'Songkhla',
      นครราชสีมา: 'Nakhon Ratchasima',
      นครสวรรค์: 'Nakhon Sawan',
      สุพรรณบุรี: 'Suphan Buri',
      ลพบุรี: 'Lop Buri',
      บึงกาฬ: 'Bueng Kan',
    });
  });

  it('names Bangkok\'s khet and khwaeng right, with their postcodes (Silom in Bang Rak is 10500)', async () => {
    const khet = await cities('10');
    const bangRak = pick(khet, 'บางรัก');
    expect(bangRak).toMatchObject({ id: '1004', name_en: 'Bang Rak' });
    expect(pick(khet, 'สาทร').name_en).toBe('Sathon');
    expect(pick(khet, 'ปทุมวัน').name_en).toBe('Pathum Wan');
    const khwaeng = await districts(bangRak.id);
    expect(khwaeng.map((d) => [d.name_th, d.name_en, d.postCodes])).toEqual(
      expect.arrayContaining([
        ['สีลม', 'Si Lom', ['10500']],
        ['สุริยวงศ์', 'Suriyawong', ['10500']],
        ['มหาพฤฒาราม', 'Maha Phruettharam', ['10500']],
        ['สี่พระยา', 'Si Phraya', ['10500']],
      ]),
    );
    expect(pick(khwaeng, 'สีลม')).toMatchObject({ id: '100402', postCode: '10500' });
    const lumphini = pick(await districts(pick(khet, 'ปทุมวัน').id), 'ลุมพินี');
    expect(lumphini).toMatchObject({ name_en: 'Lumphini', postCode: '10330' });
  });

  it('names Mueang Chiang Mai, Mueang Phuket and Hat Yai and their tambon, with postcodes', async () => {
    const chiangMai = pick(await cities('50'), 'เมืองเชียงใหม่');
    expect(chiangMai).toMatchObject({ id: '5001', name_en: 'Mueang Chiang Mai' });
    const cm = await districts(chiangMai.id);
    expect(pick(cm, 'ศรีภูมิ')).toMatchObject({ name_en: 'Si Phum', postCode: '50200' });
    expect(pick(cm, 'สุเทพ')).toMatchObject({ name_en: 'Suthep', postCode: '50200' });

    const phuket = pick(await cities('83'), 'เมืองภูเก็ต');
    expect(phuket.name_en).toBe('Mueang Phuket');
    expect(pick(await districts(phuket.id), 'ตลาดใหญ่')).toMatchObject({ name_en: 'Talat Yai', postCode: '83000' });
    const kathu = pick(await cities('83'), 'กะทู้');
    expect(pick(await districts(kathu.id), 'ป่าตอง')).toMatchObject({ name_en: 'Pa Tong', postCode: '83150' });

    const hatYai = pick(await cities('90'), 'หาดใหญ่');
    expect(hatYai.name_en).toBe('Hat Yai');
    expect(pick(await districts(hatYai.id), 'หาดใหญ่')).toMatchObject({ name_en: 'Hat Yai', postCode: '90110' });
  });

  it('keeps a name where the second source has a neighbour\'s (บาเจาะ is Bacho, not Tak Bai)', async () => {
    const narathiwat = await cities('96');
    expect(pick(narathiwat, 'บาเจาะ').name_en).toBe('Bacho');
    expect(pick(narathiwat, 'ตากใบ').name_en).toBe('Tak Bai');
  });
});

describe('the keyword search by English name', () => {
  const lines = (result: CountryTree[]) =>
    result.flatMap((c) => c.provinces.flatMap((p) => p.cities.flatMap((ci) => ci.districts.map((d) => `${p.name_en}/${ci.name_en}/${d.name_en} ${d.postCode}`))));

  it('finds Silom by "Silom", "si lom" and "SI-LOM"; the old garbled name finds nothing', async () => {
    for (const keyword of ['Silom', 'si lom', 'SI-LOM']) {
      const found = await ok<CountryTree[]>(SEARCH, { keyword });
      expect(lines(found), keyword).toContain('Bangkok/Bang Rak/Si Lom 10500');
    }
    expect(await ok<CountryTree[]>(SEARCH, { keyword: 'Sinm' })).toEqual([]);
  });

  it('finds Hat Yai, and Pa Tong typed as one word', async () => {
    expect(lines(await ok<CountryTree[]>(SEARCH, { keyword: 'hat yai' }))).toContain('Songkhla/Hat Yai/Hat Yai 90110');
    expect(lines(await ok<CountryTree[]>(SEARCH, { keyword: 'Patong' }))).toContain('Phuket/Kathu/Pa Tong 83150');
  });
});

describe('pickName: which spelling of two is kept', () => {
  it('applies the rules in order', () => {
    expect(pickName('district', 'สีลม', 'Sinm', 'Si Lom')).toEqual({ name: 'Si Lom', rule: 4 });
    expect(pickName('province', 'นครราชสีมา', 'Nakhonratchasima', 'Nakhon Ratchasima')).toEqual({ name: 'Nakhon Ratchasima', rule: 1 });
    expect(pickName('district', 'ชากไทย', 'Cha K Thai', 'Chak Thai')).toEqual({ name: 'Chak Thai', rule: 1 });
    expect(pickName('district', 'นาขาม', 'Na Kham', 'Nakham')).toEqual({ name: 'Na Kham', rule: 1 });
    expect(pickName('city', 'น้ำปาด', 'Nam', 'Nam Pat')).toEqual({ name: 'Nam Pat', rule: 2 });
    expect(pickName('city', 'บาเจาะ', 'Bacho', 'Tak Bai')).toEqual({ name: 'Bacho', rule: 3 });
    expect(pickName('city', 'พังโคน', 'Phang Khon', 'Phanh Khon')).toEqual({ name: 'Phang Khon', rule: 4 });
    expect(pickName('city', 'บางซื่อ', 'Bang Sue', 'Bang Su')).toEqual({ name: 'Bang Sue', rule: 5 });
    expect(pickName('district', 'ลุมพินี', 'Lumpini', 'Lumphini')).toEqual({ name: 'Lumphini', rule: 5 });
    expect(pickName('district', 'สีลม', 'Si Lom', 'Si Lom ')).toEqual({ name: 'Si Lom', rule: 0 });
  });
});
