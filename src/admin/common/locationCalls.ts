import { callApi } from '../../api/client';
import { locationApi, type City, type Country, type CountryTree, type District, type Province } from '../../contract/location';

/**
 * The Thai address master data calls (spec.md §7 Locations), for the Members screen's cascading
 * selects and the Contact List's address search. A parent is named by its `id` (or `_id`); ids in the
 * answers are what to store (e.g. an admin member's province '10', city '1004', district '100402').
 */

/** Every country (Thailand). */
export async function getCountries(): Promise<Country[]> {
  const { data } = await callApi(locationApi.countries);
  return data.result;
}

/** A country's provinces, in Thai alphabetical order. */
export async function getProvinces(countryId: string): Promise<Province[]> {
  const { data } = await callApi(locationApi.provinces, { body: { countryId } });
  return data.result;
}

/** A province's cities (amphoe; khet in Bangkok), in Thai alphabetical order. */
export async function getCities(provinceId: string): Promise<City[]> {
  const { data } = await callApi(locationApi.cities, { body: { provinceId } });
  return data.result;
}

/** A city's districts (tambon; khwaeng in Bangkok) with their postcodes, in Thai alphabetical order. */
export async function getDistricts(cityId: string): Promise<District[]> {
  const { data } = await callApi(locationApi.districts, { body: { cityId } });
  return data.result;
}

/** The keyword search as the server answers it: countries with the matching units nested. */
export async function searchLocations(keyword: string, signal?: AbortSignal): Promise<{ result: CountryTree[]; truncated: boolean }> {
  const { data } = await callApi(locationApi.search, { body: { keyword }, signal });
  return { result: data.result, truncated: data.truncated };
}

/** One pickable line of a keyword search: a district with its city and province, or a matching city or province alone. */
export interface LocationHit {
  key: string;
  country: Country;
  province: Province;
  city?: City;
  district?: District;
}

/** The keyword search's tree as a list of lines, in the server's order. */
export function locationHits(tree: CountryTree[]): LocationHit[] {
  const hits: LocationHit[] = [];
  for (const { provinces, ...country } of tree) {
    for (const { cities, ...province } of provinces) {
      if (!cities.length) hits.push({ key: province._id, country, province });
      for (const { districts, ...city } of cities) {
        if (!districts.length) hits.push({ key: city._id, country, province, city });
        for (const district of districts) hits.push({ key: district._id, country, province, city, district });
      }
    }
  }
  return hits;
}

/** "สีลม › บางรัก › กรุงเทพมหานคร 10500": a line's Thai names, smallest unit first, and its postcode. */
export function hitLabel(hit: LocationHit): string {
  const names = [hit.district?.name_th, hit.city?.name_th, hit.province.name_th].filter(Boolean).join(' › ');
  return hit.district?.postCode ? `${names} ${hit.district.postCode}` : names;
}

/** The same line in English ("Si Lom, Bang Rak, Bangkok"). */
export function hitLabelEn(hit: LocationHit): string {
  return [hit.district?.name_en, hit.city?.name_en, hit.province.name_en].filter(Boolean).join(', ');
}
