import { getDatabase, setEngMode, setGeoMode } from 'thai-address-universal';

/**
 * Builds the Thai address master data from the npm package thai-address-universal (ISC licence): its
 * rows of tambon → amphoe → changwat with postcodes, in Thai and in English, and the geocodes it
 * carries. No hand-typed lists, except the one country the package covers.
 *
 * The package's geocodes are mostly the official ones but not all sound: some units have none (the
 * amphoe of Bueng Kan, about 480 tambon), a few are shared by two units, and some are older codes
 * whose prefix is not the parent's. A unit keeps the package's code when it has one that no other
 * unit took first (a city's must also start with its province's); otherwise its id is its parent's
 * id with `-1`, `-2`, … in the package's order. A tambon listed with several postcodes is one unit
 * with all of them; about 40 (small islands) have none in the package, and keep ''.
 */

export interface PlaceRow {
  _id: string;
  id: string;
  name_th: string;
  name_en: string;
  shortName_th: string;
  fullName_th: string;
}
export interface ProvinceRow extends PlaceRow {
  countryId: string;
}
export interface CityRow extends PlaceRow {
  provinceId: string;
}
export interface DistrictRow extends PlaceRow {
  cityId: string;
  /** The postcodes, comma-separated, the main one first. */
  postCodes: string;
  postCode: string;
}
export interface AddressData {
  countries: PlaceRow[];
  provinces: ProvinceRow[];
  cities: CityRow[];
  districts: DistrictRow[];
}

const BANGKOK = 'กรุงเทพมหานคร';
const THAILAND: PlaceRow = {
  _id: 'country-TH',
  id: 'TH',
  name_th: 'ไทย',
  name_en: 'Thailand',
  shortName_th: 'ไทย',
  fullName_th: 'ราชอาณาจักรไทย',
};

/** Thai unit prefixes: changwat/amphoe/tambon, and Bangkok's khet/khwaeng, long and abbreviated. */
const provinceNames = (th: string) => (th === BANGKOK ? { shortName_th: 'กทม.', fullName_th: BANGKOK } : { shortName_th: `จ.${th}`, fullName_th: `จังหวัด${th}` });
const cityNames = (th: string, bangkok: boolean) => (bangkok ? { shortName_th: `เขต${th}`, fullName_th: `เขต${th}` } : { shortName_th: `อ.${th}`, fullName_th: `อำเภอ${th}` });
const districtNames = (th: string, bangkok: boolean) =>
  bangkok ? { shortName_th: `แขวง${th}`, fullName_th: `แขวง${th}` } : { shortName_th: `ต.${th}`, fullName_th: `ตำบล${th}` };

/** Hands out ids: the package's code when it is sound and free, else `<parent>-<n>`. */
function idMaker() {
  const taken = new Set<string>();
  const derived = new Map<string, number>();
  return (code: string | undefined, parentId: string, sound: boolean): string => {
    if (code && sound && !taken.has(code)) {
      taken.add(code);
      return code;
    }
    for (;;) {
      const n = (derived.get(parentId) ?? 0) + 1;
      derived.set(parentId, n);
      const id = `${parentId}-${n}`;
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };
}

async function build(): Promise<AddressData> {
  // Both languages come from one tree, so their rows line up one to one. Geo mode adds the codes.
  await setGeoMode(true);
  await setEngMode(false);
  const th = getDatabase();
  await setEngMode(true);
  const en = getDatabase();
  await setEngMode(false);
  if (!th.length || th.length !== en.length || !th[0].province_code) throw new Error('thai-address-universal: the Thai and English rows with geocodes did not load');

  const provinces = new Map<string, ProvinceRow>();
  const cities = new Map<string, CityRow>();
  const districts = new Map<string, DistrictRow & { codes: string[] }>();
  const provinceId = idMaker();
  const cityId = idMaker();
  const districtId = idMaker();

  th.forEach((t, i) => {
    const e = en[i];
    const bangkok = t.province === BANGKOK;
    let province = provinces.get(t.province);
    if (!province) {
      const id = provinceId(t.province_code, THAILAND.id, /^\d{2}$/.test(t.province_code ?? ''));
      province = { _id: `province-${id}`, id, countryId: THAILAND.id, name_th: t.province, name_en: e.province, ...provinceNames(t.province) };
      provinces.set(t.province, province);
    }
    const cityKey = `${t.province}|${t.district}`;
    let city = cities.get(cityKey);
    if (!city) {
      const code = t.district_code;
      const id = cityId(code, province.id, /^\d{4}$/.test(code ?? '') && code!.startsWith(province.id));
      city = { _id: `city-${id}`, id, provinceId: province.id, name_th: t.district, name_en: e.district, ...cityNames(t.district, bangkok) };
      cities.set(cityKey, city);
    }
    const districtKey = `${cityKey}|${t.sub_district}`;
    const known = districts.get(districtKey);
    if (known) {
      if (t.postal_code && !known.codes.includes(t.postal_code)) known.codes.push(t.postal_code);
      return;
    }
    const code = t.sub_district_code;
    const id = districtId(code, city.id, /^\d{6}$/.test(code ?? ''));
    districts.set(districtKey, {
      _id: `district-${id}`,
      id,
      cityId: city.id,
      name_th: t.sub_district,
      name_en: e.sub_district,
      ...districtNames(t.sub_district, bangkok),
      codes: t.postal_code ? [t.postal_code] : [],
      postCode: '',
      postCodes: '',
    });
  });

  return {
    countries: [THAILAND],
    provinces: [...provinces.values()],
    cities: [...cities.values()],
    districts: [...districts.values()].map(({ codes, ...d }) => ({ ...d, postCode: codes[0] ?? '', postCodes: codes.join(',') })),
  };
}

let cached: Promise<AddressData> | undefined;

/** The master data's rows, built once per process. */
export function thaiAddressData(): Promise<AddressData> {
  cached ??= build().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}
