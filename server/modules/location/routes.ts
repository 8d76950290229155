import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCATION_SEARCH_MAX, locationApi } from '../../../src/contract/location.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { locations } from './reads.js';

const unknown = (what: string, id: string) => notFound(`No ${what} with the id "${id}"`);

/**
 * spec.md §7 Locations, admin only: the country → province → city → district cascade (a parent by
 * its `id` or `_id`; 404 for an unknown one) and the keyword search of the address pop-ups.
 */
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, locationApi.countries, async () => ({ message: serverMessages.ok, result: (await locations(app.db)).countries }));

  serve(app, locationApi.provinces, async (request) => {
    const result = (await locations(app.db)).provincesOf(request.body.countryId);
    if (!result) throw unknown('country', request.body.countryId);
    return { message: serverMessages.ok, result };
  });

  serve(app, locationApi.cities, async (request) => {
    const result = (await locations(app.db)).citiesOf(request.body.provinceId);
    if (!result) throw unknown('province', request.body.provinceId);
    return { message: serverMessages.ok, result };
  });

  serve(app, locationApi.districts, async (request) => {
    const result = (await locations(app.db)).districtsOf(request.body.cityId);
    if (!result) throw unknown('city', request.body.cityId);
    return { message: serverMessages.ok, result };
  });

  serve(app, locationApi.search, async (request) => {
    const keyword = request.body.keyword.trim();
    if (!keyword) throw badRequest(inputTexts.required('body.keyword'));
    const { result, truncated } = (await locations(app.db)).search(keyword, LOCATION_SEARCH_MAX);
    return { message: serverMessages.ok, result, truncated };
  });
};
