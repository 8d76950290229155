import type { FastifyInstance } from 'fastify';
import type { Slider } from '../../../src/contract/slider.js';
import { listActiveSliders } from './queries.js';

/** The active sliders, cached: the home page's carousel and its page head. */
export const activeSliders = (app: FastifyInstance): Promise<Slider[]> =>
  app.publicCache.get('slider:active', () => listActiveSliders(app.db));
