import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, MessageBody } from '../../../src/contract/common.js';
import { SliderFields, SliderList, SliderOne, SliderStatusBody, SliderStatusUpdateBody } from '../../../src/contract/slider.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { notFound } from '../../plugins/errors.js';
import { activeSliders } from './reads.js';
import { deleteSlider, findSlider, insertSlider, listAllSliders, setSliderStatus, updateSlider } from './queries.js';

/** The multipart flag: 'true' or 'false', or undefined when left out. */
const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

export const sliderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/slider/get_slider_data_by_status',
    { config: { cacheReply: true }, schema: { body: SliderStatusBody, response: { 200: SliderList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: await activeSliders(app) }),
  );

  app.get(
    '/slider/get_slider_data_all',
    { preHandler: app.requireAdmin, schema: { response: { 200: SliderList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: await listAllSliders(app.db) }),
  );

  app.post(
    '/slider/add_new_slider',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], form: { fields: SliderFields, files: { image: 'required' } }, response: { 201: SliderOne, ...errorResponses } },
    },
    async (request, reply) => {
      const result = await app.uploads.withImageForm(request, SliderFields, { required: true }, (fields, url) =>
        insertSlider(app.db, { title: fields.title, url: url!, isActived: flag(fields.isActived) ?? true }, new Date(app.config.now())),
      );
      return reply.status(201).send({ message: serverMessages.created, result });
    },
  );

  app.post(
    '/slider/update_slider_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], form: { fields: SliderFields, files: { image: 'optional' } }, params: IdParams, response: { 200: SliderOne, ...errorResponses } },
    },
    async (request) => {
      const before = await findSlider(app.db, request.params.id);
      if (!before) throw notFound();
      const result = await app.uploads.editWithImage(request, SliderFields, before, async (fields, url) => {
        const updated = await updateSlider(app.db, before._id, { title: fields.title, isActived: flag(fields.isActived), url });
        return updated;
      });
      return { message: serverMessages.ok, result };
    },
  );

  app.post(
    '/slider/update_slider_status',
    {
      preHandler: app.requireAdmin,
      schema: { body: SliderStatusUpdateBody, response: { 200: SliderOne, ...errorResponses } },
    },
    async (request) => {
      const updated = await setSliderStatus(app.db, request.body._id, request.body.status);
      if (!updated) throw notFound();
      return { message: serverMessages.statusUpdated, result: updated };
    },
  );

  app.delete(
    '/slider/delete_slider_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const existing = await findSlider(app.db, request.params.id);
      if (!existing) throw notFound();
      if (!(await deleteSlider(app.db, existing._id))) throw notFound();
      await app.uploads.removeImage(existing.url);
      return { message: serverMessages.deleted };
    },
  );
};
