import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { DESIGN_ICON_NAMES, productDesignApi, ProductDesignEditFields, ProductDesignFields } from '../../../src/contract/productDesign.js';
import { editStamp, unlessStale } from '../../edits.js';
import { conflictTexts, inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { deleteProductDesign, findProductDesign, insertProductDesign, listProductDesigns, updateProductDesign } from './queries.js';
import { listAnswer } from '../../listAnswer.js';

const duplicate = (name: string) => conflict(conflictTexts.duplicate('product design', name));

/** The icon named, when it is one the back-office offers ('' for none); 400 otherwise. */
function iconOf(icon: string | undefined): string {
  if (icon && !(DESIGN_ICON_NAMES as readonly string[]).includes(icon)) throw badRequest(inputTexts.oneOf('body.icon', DESIGN_ICON_NAMES));
  return icon ?? '';
}

export const productDesignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, productDesignApi.list, async (request) => listAnswer(await listProductDesigns(app.db), request.query, ['name']));

  serve(app, productDesignApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, ProductDesignFields, { required: true }, async (fields, url) => {
      const saved = await insertProductDesign(app.db, { name: fields.name, icons: iconOf(fields.icon), url: url! }, new Date(app.config.now()));
      if (saved === 'duplicate') throw duplicate(fields.name);
      return saved;
    });
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, productDesignApi.update, async (request) => {
    const before = await findProductDesign(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, ProductDesignEditFields, before, async (fields, url) => {
      const saved = await updateProductDesign(app.db, before._id, { name: fields.name, icons: iconOf(fields.icon), url }, editStamp(request, fields.version));
      if (saved === 'duplicate') throw duplicate(fields.name);
      return unlessStale(saved);
    });
    return { message: serverMessages.ok, result };
  });

  serve(app, productDesignApi.delete, async (request) => {
    const existing = await findProductDesign(app.db, request.params.id);
    if (!existing) throw notFound();
    const { deleted, usedBy } = await deleteProductDesign(app.db, existing._id);
    if (usedBy) throw conflict(conflictTexts.inUse('design', `${usedBy} product${usedBy === 1 ? '' : 's'}`));
    if (!deleted) throw notFound();
    await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
