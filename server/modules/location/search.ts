import type { City, CityTree, Country, CountryTree, District, Province, ProvinceTree } from '../../../src/contract/location.js';
import type { LocationRows } from './queries.js';

type Unit = Country | Province | City | District;
interface Entry {
  level: 1 | 2 | 3;
  unit: Province | City | District;
  th: string;
  /** The English name in lower case, letters and digits only: "Si Lom" is found by "silom", "si lom" and "si-lom". */
  en: string;
  postCodes: string[];
}

const englishKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const thai = new Intl.Collator('th');
const byName = <T extends Unit>(a: T, b: T) => thai.compare(a.name_th, b.name_th) || a.id.localeCompare(b.id);

/** Unit words a person may type before a name ("อ.เมือง", "ตำบลสุเทพ", "เขตบางรัก"); the search drops them. */
const UNIT_WORDS = /^(จังหวัด|อำเภอ|ตำบล|แขวง|เขต|จ\.|อ\.|ต\.)\s*/;

function group<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * The master data held in memory: the cascade lists by parent (Thai alphabetical order) and the
 * keyword search, a single pass over ~8,500 names (well under a millisecond) instead of LIKE scans.
 */
class LocationIndex {
  readonly countries: Country[];
  private readonly provinces: Map<string, Province[]>;
  private readonly cities: Map<string, City[]>;
  private readonly districts: Map<string, District[]>;
  /** Countries, provinces and cities by `id` and by `_id`. */
  private readonly ids = new Map<string, Unit>();
  private readonly entries: Entry[];

  constructor(rows: LocationRows) {
    this.countries = [...rows.countries].sort(byName);
    this.provinces = group([...rows.provinces].sort(byName), (p) => p.countryId);
    this.cities = group([...rows.cities].sort(byName), (c) => c.provinceId);
    this.districts = group([...rows.districts].sort(byName), (d) => d.cityId);
    for (const u of [...rows.countries, ...rows.provinces, ...rows.cities]) {
      this.ids.set(u.id, u);
      this.ids.set(u._id, u);
    }
    const entry = (level: Entry['level'], unit: Province | City | District): Entry => ({
      level,
      unit,
      th: unit.name_th,
      en: englishKey(unit.name_en),
      postCodes: 'postCodes' in unit ? unit.postCodes : [],
    });
    // Provinces, then cities, then districts, each in Thai alphabetical order: the order hits are ranked in.
    this.entries = [
      ...[...this.provinces.values()].flat().map((p) => entry(1, p)),
      ...[...this.cities.values()].flat().map((c) => entry(2, c)),
      ...[...this.districts.values()].flat().map((d) => entry(3, d)),
    ];
  }

  private find<T extends Unit>(id: string, has: (u: Unit) => u is T): T | undefined {
    const u = this.ids.get(id);
    return u && has(u) ? u : undefined;
  }

  /** A country's provinces; undefined when there is no such country (by `id` or `_id`). */
  provincesOf(countryId: string): Province[] | undefined {
    const country = this.find(countryId, (u): u is Country => this.countries.includes(u as Country));
    return country && (this.provinces.get(country.id) ?? []);
  }

  citiesOf(provinceId: string): City[] | undefined {
    const province = this.find(provinceId, (u): u is Province => 'countryId' in u);
    return province && (this.cities.get(province.id) ?? []);
  }

  districtsOf(cityId: string): District[] | undefined {
    const city = this.find(cityId, (u): u is City => 'provinceId' in u);
    return city && (this.districts.get(city.id) ?? []);
  }

  /** The Thai names and postcode of a stored address's province, city and district ids ('' for unknown ones). */
  addressNames(ids: { province: string; city: string; district: string }): { province: string; city: string; district: string; postCode: string } {
    const province = ids.province ? this.find(ids.province, (u): u is Province => 'countryId' in u) : undefined;
    const city = ids.city ? this.find(ids.city, (u): u is City => 'provinceId' in u) : undefined;
    const district = city && ids.district ? this.districts.get(city.id)?.find((d) => d.id === ids.district || d._id === ids.district) : undefined;
    return { province: province?.name_th ?? '', city: city?.name_th ?? '', district: district?.name_th ?? '', postCode: district?.postCode ?? '' };
  }

  /**
   * Units whose Thai or English name contains the keyword (or whose postcode starts with it), names
   * starting with it first, then provinces before cities before districts. A matching city brings its
   * districts. At most `max` lines (matching units and brought districts); `truncated` when more matched.
   */
  search(keyword: string, max: number): { result: CountryTree[]; truncated: boolean } {
    const raw = keyword.trim().replace(/\s+/g, ' ');
    const k = (raw.replace(UNIT_WORDS, '') || raw).toLowerCase();
    const digits = /^\d+$/.test(k);
    const ek = englishKey(k);
    const starts: Entry[] = [];
    const within: Entry[] = [];
    for (const e of this.entries) {
      if (digits) {
        if (e.postCodes.some((p) => p.startsWith(k))) starts.push(e);
      } else if (e.th.startsWith(k) || (ek && e.en.startsWith(ek))) starts.push(e);
      else if (e.th.includes(k) || (ek && e.en.includes(ek))) within.push(e);
    }

    const provinces = new Set<string>();
    const cities = new Set<string>();
    const districts = new Set<string>();
    let lines = 0;
    let truncated = false;
    const addDistrict = (d: District) => {
      if (districts.has(d._id)) return true;
      if (lines >= max) return false;
      districts.add(d._id);
      lines++;
      return true;
    };
    for (const e of [...starts, ...within]) {
      if (lines >= max) {
        truncated = true;
        break;
      }
      if (e.level === 1) {
        provinces.add(e.unit.id);
        lines++;
      } else if (e.level === 2) {
        const city = e.unit as City;
        cities.add(city.id);
        provinces.add(city.provinceId);
        lines++;
        for (const d of this.districts.get(city.id) ?? []) if (!addDistrict(d)) truncated = true;
      } else {
        const d = e.unit as District;
        const city = this.ids.get(d.cityId) as City;
        if (!addDistrict(d)) continue;
        cities.add(city.id);
        provinces.add(city.provinceId);
      }
    }

    const result: CountryTree[] = [];
    for (const country of this.countries) {
      const provinceTrees: ProvinceTree[] = [];
      for (const province of this.provinces.get(country.id) ?? []) {
        if (!provinces.has(province.id)) continue;
        const cityTrees: CityTree[] = [];
        for (const city of this.cities.get(province.id) ?? []) {
          if (!cities.has(city.id)) continue;
          cityTrees.push({ ...city, districts: (this.districts.get(city.id) ?? []).filter((d) => districts.has(d._id)) });
        }
        provinceTrees.push({ ...province, cities: cityTrees });
      }
      if (provinceTrees.length) result.push({ ...country, provinces: provinceTrees });
    }
    return { result, truncated };
  }
}

const indexes = new WeakMap<object, Promise<LocationIndex>>();

/** The index of a database's master data, built on first use (the data only changes by migration). */
export function locationIndex<D extends object>(db: D, load: (db: D) => Promise<LocationRows>): Promise<LocationIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = load(db).then((rows) => new LocationIndex(rows));
    index.catch(() => indexes.delete(db));
    indexes.set(db, index);
  }
  return index;
}
