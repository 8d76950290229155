import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COLOUR_DEFAULT_LIMIT, colourApi } from '../../../src/contract/colour.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { labOfHex } from './colourMath.js';
import { startMeasuring, stopMeasuring } from './measureJob.js';
import { colourOfSku, nearestColours, warmColourIndex } from './reads.js';

/** Shop by colour (issue 18 §3): the nearest colours call, and the measuring of colour photos. */
export const colourRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, colourApi.nearest, async (request) => {
    // The schema has checked `hex` is six hex digits.
    const target = labOfHex(request.query.hex)!;
    const limit = request.query.limit === undefined ? COLOUR_DEFAULT_LIMIT : Number(request.query.limit);
    return { message: serverMessages.ok, result: await nearestColours(app, target, limit) };
  });

  serve(app, colourApi.nearestToSku, async (request) => {
    const target = await colourOfSku(app, request.params.sku);
    if (!target) throw notFound();
    const limit = request.query.limit === undefined ? COLOUR_DEFAULT_LIMIT : Number(request.query.limit);
    return { message: serverMessages.ok, result: await nearestColours(app, target, limit, request.params.sku) };
  });

  // A photo uploaded or imported is measured right after the write that stored it; the photos stored
  // before (an upgrade, the demo seed) once the server listens, in the background.
  app.publicCache.onWrite(() => {
    startMeasuring(app, 'write');
    warmColourIndex(app);
  });
  app.addHook('onListen', async () => startMeasuring(app, 'start-up'));
  app.addHook('onClose', async () => stopMeasuring(app));
};
