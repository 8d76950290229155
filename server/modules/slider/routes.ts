import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sliderApi, SliderEditFields, SliderFields } from '../../../src/contract/slider.js';
import { editStamp, unlessStale } from '../../edits.js';
import { orderTexts, serverMessages } from '../../../src/contract/texts.js';
import { writeOrder } from '../../db/queries.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { listAnswer, yesNo } from '../../listAnswer.js';
import { activeSliders } from './reads.js';
import { deleteSlider, findSlider, insertSlider, listAllSliders, setSliderStatus, updateSlider } from './queries.js';

/** The multipart flag: 'true' or 'false', or undefined when left out. */
const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

export const sliderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, sliderApi.listActive, async () => ({ message: serverMessages.ok, result: await activeSliders(app) }));

  serve(app, sliderApi.list, async (request) => {
    const { isActived, ...list } = request.query;
    const active = yesNo(isActived);
    return listAnswer(await listAllSliders(app.db), list, ['title'], { keep: (s) => active === undefined || s.isActived === active, ordered: true });
  });

  serve(app, sliderApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, SliderFields, { required: true }, (fields, url) =>
      insertSlider(app.db, { title: fields.title, url: url!, isActived: flag(fields.isActived) ?? true }, new Date(app.config.now())),
    );
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, sliderApi.update, async (request) => {
    const before = await findSlider(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, SliderEditFields, before, async (fields, url) => {
      const updated = await updateSlider(app.db, before._id, { title: fields.title, isActived: flag(fields.isActived), url }, editStamp(request, fields.version));
      return unlessStale(updated);
    });
    return { message: serverMessages.ok, result };
  });

  serve(app, sliderApi.setStatus, async (request) => {
    const updated = await setSliderStatus(app.db, request.body._id, request.body.status, editStamp(request));
    if (!updated) throw notFound();
    return { message: serverMessages.statusUpdated, result: updated };
  });

  serve(app, sliderApi.reorder, async (request) => {
    const problem = await writeOrder(app.db, 'sliders', request.body.ids);
    if (problem) throw badRequest(orderTexts.refusal(problem, 'slide'));
    return { message: serverMessages.ok };
  });

  serve(app, sliderApi.delete, async (request) => {
    const existing = await findSlider(app.db, request.params.id);
    if (!existing) throw notFound();
    if (!(await deleteSlider(app.db, existing._id))) throw notFound();
    await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
