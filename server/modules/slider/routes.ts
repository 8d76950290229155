import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import type { FastifyInstance } from 'fastify';
import { SliderList, SliderStatusBody, type Slider } from '../../../src/contract/slider.js';
import { serverMessages } from '../../../src/messages.js';
import { listActiveSliders } from './queries.js';

export const activeSliders = (app: FastifyInstance): Promise<Slider[]> =>
  app.publicCache.get('slider:active', () => listActiveSliders(app.db));

export const sliderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/slider/get_slider_data_by_status',
    { schema: { body: SliderStatusBody, response: { 200: SliderList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: await activeSliders(app) }),
  );
};
