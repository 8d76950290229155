import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses } from './common.js';

/**
 * The Thai address master data (spec.md §3 "Country, province, city, district"): country → province
 * (changwat) → city (amphoe, or khet in Bangkok) → district (tambon, or khwaeng in Bangkok). `id` is
 * the unit's geocode where the data package has a sound one (2 digits a province, 4 a city, 6 a
 * district), otherwise its parent's id with a `-n` suffix; `_id` is our record id. Both are accepted
 * wherever a call asks for a parent's id.
 */
const place = {
  _id: Type.String(),
  id: Type.String(),
  name_th: Type.String(),
  name_en: Type.String(),
  shortName_th: Type.String(),
  fullName_th: Type.String(),
};

export const Country = Type.Object(place);
export type Country = Static<typeof Country>;

export const Province = Type.Object({ ...place, countryId: Type.String() });
export type Province = Static<typeof Province>;

export const City = Type.Object({ ...place, provinceId: Type.String() });
export type City = Static<typeof City>;

/** A tambon/khwaeng with its postcode (the first of `postCodes`; a few have more than one, a few islands none: ''). */
export const District = Type.Object({ ...place, cityId: Type.String(), postCode: Type.String(), postCodes: Type.Array(Type.String()) });
export type District = Static<typeof District>;

export const CountryList = Envelope(Type.Array(Country));
export const ProvinceList = Envelope(Type.Array(Province));
export const CityList = Envelope(Type.Array(City));
export const DistrictList = Envelope(Type.Array(District));

const ParentId = Type.String({ minLength: 1, maxLength: 64 });
export const CountryIdBody = Type.Object({ countryId: ParentId }, { additionalProperties: false });
export const ProvinceIdBody = Type.Object({ provinceId: ParentId }, { additionalProperties: false });
export const CityIdBody = Type.Object({ cityId: ParentId }, { additionalProperties: false });

/** At most this many hits (matching units, plus the districts of a matching city) come back from a keyword search. */
export const LOCATION_SEARCH_MAX = 60;

/** POST /master/country_state/get_country_data: a Thai or English name (or part of one), or a postcode. */
export const KeywordBody = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type KeywordBody = Static<typeof KeywordBody>;

export const CityTree = Type.Object({ ...City.properties, districts: Type.Array(District) });
export const ProvinceTree = Type.Object({ ...Province.properties, cities: Type.Array(CityTree) });
export const CountryTree = Type.Object({ ...Country.properties, provinces: Type.Array(ProvinceTree) });
export type CityTree = Static<typeof CityTree>;
export type ProvinceTree = Static<typeof ProvinceTree>;
export type CountryTree = Static<typeof CountryTree>;

/**
 * The keyword search's answer: countries with their matching provinces, cities and districts nested
 * (a matching city brings all its districts, so one can be picked). `truncated` says hits were left out.
 */
export const KeywordReply = Type.Object({ message: Type.String(), result: Type.Array(CountryTree), truncated: Type.Boolean() });
export type KeywordReply = Static<typeof KeywordReply>;

/**
 * The location calls (admin only): every country, a country's provinces, a province's cities, a
 * city's districts (404 for an unknown parent), and the address pop-ups' keyword search.
 */
export const locationApi = {
  countries: call({ method: 'GET', path: '/master/country_state/get_country_data_all', guard: 'admin', schema: { response: { 200: CountryList, ...errorResponses } } }),
  provinces: call({
    method: 'POST',
    path: '/master/country_state/get_province_data_by_country_id',
    guard: 'admin',
    readOnly: true,
    schema: { body: CountryIdBody, response: { 200: ProvinceList, ...errorResponses } },
  }),
  cities: call({ method: 'POST', path: '/master/country_state/get_city_data_by_province_id', guard: 'admin', readOnly: true, schema: { body: ProvinceIdBody, response: { 200: CityList, ...errorResponses } } }),
  districts: call({ method: 'POST', path: '/master/country_state/get_district_data_by_city_id', guard: 'admin', readOnly: true, schema: { body: CityIdBody, response: { 200: DistrictList, ...errorResponses } } }),
  search: call({ method: 'POST', path: '/master/country_state/get_country_data', guard: 'admin', readOnly: true, schema: { body: KeywordBody, response: { 200: KeywordReply, ...errorResponses } } }),
};
