import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRODUCT_SEARCH, productApi, ProductEditFields, ProductFields, type Product } from '../../../src/contract/product.js';
import { editStamp, unlessStale } from '../../edits.js';
import { conflictTexts, inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import {
  activeProductIds,
  deleteProduct,
  findProduct,
  insertProduct,
  listProductCategoryLinks,
  listProducts,
  listProductTypeLinks,
  unknownCategory,
  unknownDesign,
  unknownProductType,
  updateProduct,
  type NewProduct,
} from './queries.js';
import { pictureInUse } from '../../db/queries.js';
import { listAnswer } from '../../listAnswer.js';

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((x) => x.trim()).filter(Boolean);

/** The dialog's fields as a product (image aside), after checking that every chosen category and product type exists. */
async function productFrom(app: FastifyInstance, fields: ProductFields): Promise<Omit<NewProduct, 'url'>> {
  const categoryId = [...new Set(asList(fields.categoryId))];
  const productType = [...new Set(asList(fields.productType))];
  if (!categoryId.length) throw badRequest(inputTexts.required('body.categoryId'));
  const badCategory = await unknownCategory(app.db, categoryId);
  if (badCategory) throw badRequest(inputTexts.noRecord('body.categoryId', 'category', badCategory));
  const badType = await unknownProductType(app.db, productType);
  if (badType) throw badRequest(inputTexts.noRecord('body.productType', 'product type', badType));
  const design = [...new Set(asList(fields.design))];
  const badDesign = await unknownDesign(app.db, design);
  if (badDesign) throw badRequest(inputTexts.noRecord('body.design', 'product design', badDesign));
  return {
    code: fields.code,
    name: fields.name,
    composition: [...new Set(asList(fields.composition))].join(', '),
    construction: fields.construction ?? '',
    density: fields.density ?? '',
    weaving: fields.weaving ?? '',
    width: fields.width,
    discription: fields.discription ?? '',
    categoryId,
    productType,
    design,
  };
}

const duplicate = (code: string) => conflict(conflictTexts.duplicateCode('product', code));

interface ProductIndex {
  /** Every product, active or not (the Product screen's list). */
  all: Product[];
  /** Active products only (as the storefront), keyed by a category's public categoryId and by its _id. */
  byCategory: Map<string, Product[]>;
  /** Keyed by a product type's _id and by its upper-cased name. */
  byType: Map<string, Product[]>;
}

function add(map: Map<string, Product[]>, key: string | null, product: Product | undefined): void {
  if (key === null || !product) return;
  const list = map.get(key) ?? [];
  if (!list.includes(product)) list.push(product);
  map.set(key, list);
}

const productIndex = (app: FastifyInstance): Promise<ProductIndex> =>
  app.publicCache.get('product:index', async () => {
    const [all, categoryLinks, typeLinks, active] = await Promise.all([
      listProducts(app.db),
      listProductCategoryLinks(app.db),
      listProductTypeLinks(app.db),
      activeProductIds(app.db),
    ]);
    const byId = new Map(all.filter((p) => active.has(p._id)).map((p) => [p._id, p]));
    const index: ProductIndex = { all, byCategory: new Map(), byType: new Map() };
    for (const l of categoryLinks) {
      add(index.byCategory, l.categoryId, byId.get(l.productId));
      add(index.byCategory, l.category_id, byId.get(l.productId));
    }
    for (const l of typeLinks) {
      add(index.byType, l.productTypeId, byId.get(l.productId));
      add(index.byType, l.name.toUpperCase(), byId.get(l.productId));
    }
    const byCode = (a: Product, b: Product) => a.code.localeCompare(b.code);
    for (const list of [...index.byCategory.values(), ...index.byType.values()]) list.sort(byCode);
    return index;
  });

/** Products (parent SKUs in the Product shape): public reads, and the admin's add, edit and delete. */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, productApi.list, async (request) => {
    const { categoryId, ...list } = request.query;
    const all = (await productIndex(app)).all;
    return listAnswer(categoryId ? all.filter((p) => p.categoryId.includes(categoryId)) : all, list, PRODUCT_SEARCH);
  });

  serve(app, productApi.byCategory, async (request) => ({ message: serverMessages.ok, result: (await productIndex(app)).byCategory.get(request.params.id) ?? [] }));

  serve(app, productApi.byProductType, async (request) => {
    const { byType } = await productIndex(app);
    return { message: serverMessages.ok, result: byType.get(request.params.id) ?? byType.get(request.params.id.toUpperCase()) ?? [] };
  });

  serve(app, productApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, ProductFields, { required: true }, async (fields, url) => {
      const product = await productFrom(app, fields);
      const saved = await insertProduct(app.db, { ...product, url: url! }, new Date(app.config.now()));
      if (saved === 'duplicate') throw duplicate(product.code);
      return saved;
    });
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, productApi.update, async (request) => {
    const before = await findProduct(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, ProductEditFields, before, async (fields, url) => {
      const product = await productFrom(app, fields);
      const saved = await updateProduct(app.db, before._id, { ...product, url }, editStamp(request, fields.version));
      if (saved === 'duplicate') throw duplicate(product.code);
      return unlessStale(saved);
    }, (url) => pictureInUse(app.db, url));
    return { message: serverMessages.ok, result };
  });

  serve(app, productApi.delete, async (request) => {
    const existing = await findProduct(app.db, request.params.id);
    if (!existing) throw notFound();
    const { deleted, usedBy } = await deleteProduct(app.db, existing._id);
    if (usedBy) throw conflict(conflictTexts.inUse('product', `${usedBy} sub product${usedBy === 1 ? '' : 's'}`));
    if (!deleted) throw notFound();
    if (!(await pictureInUse(app.db, existing.url))) await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
