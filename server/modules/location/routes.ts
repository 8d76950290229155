import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import {
  CityIdBody,
  CityList,
  CountryIdBody,
  CountryList,
  DistrictList,
  KeywordBody,
  KeywordReply,
  LOCATION_SEARCH_MAX,
  ProvinceIdBody,
  ProvinceList,
} from '../../../src/contract/location.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { locations } from './reads.js';

const unknown = (what: string, id: string) => notFound(`No ${what} with the id "${id}"`);

/**
 * spec.md §7 Locations, admin only: the country → province → city → district cascade (a parent by
 * its `id` or `_id`; 404 for an unknown one) and the keyword search of the address pop-ups.
 */
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readOnly = { preHandler: app.requireAdmin, config: { readOnly: true } };

  app.get(
    '/master/country_state/get_country_data_all',
    { preHandler: app.requireAdmin, schema: { response: { 200: CountryList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: (await locations(app.db)).countries }),
  );

  app.post(
    '/master/country_state/get_province_data_by_country_id',
    { ...readOnly, schema: { body: CountryIdBody, response: { 200: ProvinceList, ...errorResponses } } },
    async (request) => {
      const result = (await locations(app.db)).provincesOf(request.body.countryId);
      if (!result) throw unknown('country', request.body.countryId);
      return { message: serverMessages.ok, result };
    },
  );

  app.post(
    '/master/country_state/get_city_data_by_province_id',
    { ...readOnly, schema: { body: ProvinceIdBody, response: { 200: CityList, ...errorResponses } } },
    async (request) => {
      const result = (await locations(app.db)).citiesOf(request.body.provinceId);
      if (!result) throw unknown('province', request.body.provinceId);
      return { message: serverMessages.ok, result };
    },
  );

  app.post(
    '/master/country_state/get_district_data_by_city_id',
    { ...readOnly, schema: { body: CityIdBody, response: { 200: DistrictList, ...errorResponses } } },
    async (request) => {
      const result = (await locations(app.db)).districtsOf(request.body.cityId);
      if (!result) throw unknown('city', request.body.cityId);
      return { message: serverMessages.ok, result };
    },
  );

  app.post(
    '/master/country_state/get_country_data',
    { ...readOnly, schema: { body: KeywordBody, response: { 200: KeywordReply, ...errorResponses } } },
    async (request) => {
      const keyword = request.body.keyword.trim();
      if (!keyword) throw badRequest('body.keyword is required');
      const { result, truncated } = (await locations(app.db)).search(keyword, LOCATION_SEARCH_MAX);
      return { message: serverMessages.ok, result, truncated };
    },
  );
};
