import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionedTable } from '../../server/db/versions.js';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { adminApi } from '../../src/contract/admin.js';
import { fillPath } from '../../src/contract/call.js';
import { adminMemberApi } from '../../src/contract/adminMember.js';
import { staleSaveText } from '../../src/contract/backOfficeTexts.js';
import { blogApi, blogTagApi, blogTypeApi } from '../../src/contract/blog.js';
import { categoryApi } from '../../src/contract/category.js';
import { contactUsApi } from '../../src/contract/contactUs.js';
import { productApi } from '../../src/contract/product.js';
import { productCompositionApi } from '../../src/contract/productComposition.js';
import { productDesignApi } from '../../src/contract/productDesign.js';
import { productTypeApi } from '../../src/contract/productType.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { searchSynonymApi } from '../../src/contract/search.js';
import { sliderApi } from '../../src/contract/slider.js';
import { subProductApi } from '../../src/contract/subProduct.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { connectBrowserClient } from '../helpers/browserClient.js';
import type { RaRecord } from 'react-admin';
import { ApiError } from '../../src/api/client.js';
import { setToken } from '../../src/api/tokens.js';
import { createDataProvider } from '../../src/dataProvider/index.js';
import { adminsCalls } from '../../src/admin/admins/calls.js';
import { blogCalls } from '../../src/admin/blog/calls.js';
import { categoryCalls } from '../../src/admin/category/calls.js';
import { contactUsCalls } from '../../src/admin/contactUs/calls.js';
import { memberCalls } from '../../src/admin/member/calls.js';
import { productCalls } from '../../src/admin/product/calls.js';
import { productCompositionCalls } from '../../src/admin/productComposition/calls.js';
import { productDesignCalls } from '../../src/admin/productDesign/calls.js';
import { productParentsSkuCalls } from '../../src/admin/productParentsSku/calls.js';
import { productSkuCalls } from '../../src/admin/common/skuCalls.js';
import { searchSynonymCalls } from '../../src/admin/searchSynonym/calls.js';
import { sliderCalls } from '../../src/admin/slider/calls.js';
import { subProductCalls } from '../../src/admin/subProduct/calls.js';
import { pngBytes } from '../helpers/images.js';
import { measureColours } from '../../server/modules/colour/measureJob.js';

/**
 * Lost updates everywhere (issue 20 §1.4): every record an admin edits carries its version, and of two
 * saves based on the same version the second answers 409 naming who saved first and when, and changes
 * nothing; a save that sends no version (spec.md's bodies) is applied as before. One table of resources,
 * each with how to make a record and how to save it (JSON or multipart); both engines (api and api-pg).
 * tests/api/lost-updates.test.ts holds product types, blog types and blog tags, and saves at once.
 */
const t = useSharedTestApp();
/** The back-office's dataProvider over the screens' own calls, as the admin app builds it. */
const screens = {
  admin_category: categoryCalls,
  admin_product: productCalls,
  admin_product_parents_sku: productParentsSkuCalls,
  admin_sub_product: subProductCalls,
  admin_product_sku: productSkuCalls,
  admin_product_design: productDesignCalls,
  admin_product_composition: productCompositionCalls,
  admin_slider: sliderCalls,
  admin_blog: blogCalls,
  admin_member: memberCalls,
  admin_contact_us: contactUsCalls,
  admin_search_synonym: searchSynonymCalls,
  admin_admins: adminsCalls,
};
const dp = createDataProvider(screens);
let anna: string;
let ben: string;
let png: Buffer;
let seq = 0;

const who = (token: string) => `Test Admin (${token === anna ? 'anna' : 'ben'}@test.local)`;
const url = (path: string, id?: string) => `/api${id === undefined ? path : path.replace(':id', id)}`;

async function json(path: string, body: object, token = anna, id?: string) {
  return t.call({ method: 'POST', url: url(path, id), token, payload: body });
}

async function form(path: string, fields: Record<string, string>, token = anna, id?: string, image = false) {
  const body = await multipart(fields, image ? { image: { name: 'p.png', type: 'image/png', data: png } } : {});
  return t.call({ method: 'POST', url: url(path, id), token, payload: body.payload, headers: body.headers });
}

/** Makes a record and answers its id; `save` sends one edit (with `version` when given) and answers the response. */
interface Resource {
  name: string;
  make: () => Promise<string>;
  save: (token: string, id: string, version?: number) => Promise<{ statusCode: number; json: () => { message: string; result: Record<string, unknown> } }>;
  /** The table and the column a save writes (also the answer's field): the refused save must not have written it. */
  table: VersionedTable;
  field: string;
  /** The back-office resource whose dialog edits it, and a value its field may take (the screen half below). */
  screen: keyof typeof screens;
  value?: () => unknown;
}

/** The column as stored (through the table's own row, not an answer). */
async function stored(r: Resource, id: string): Promise<unknown> {
  const row = await t.app.db
    .selectFrom(r.table as 'categories')
    .select(sql.ref<string>(r.field).as('value'))
    .where('_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.value;
}

const created = async (res: { statusCode: number; body: string; json: () => { result: { _id: string } } }) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result._id;
};
const v = (version?: number) => (version === undefined ? {} : { version });
const vf = (version?: number): Record<string, string> => (version === undefined ? {} : { version: String(version) });

let categoryId = '';
let parentId = '';
let blogTypeId = '';
let blogTagId = '';

async function makeParent(): Promise<string> {
  const code = `P-${++seq}`;
  return created(await form(productApi.add.path, { code, name: code, width: '150 cm', categoryId }, anna, undefined, true));
}

const resources: Resource[] = [
  {
    name: 'category',
    screen: 'admin_category',
    table: 'categories',
    field: 'name',
    make: async () => created(await form(categoryApi.add.path, { name: `Category ${++seq}` }, anna, undefined, true)),
    save: (token, id, version) => form(categoryApi.update.path, { name: `Category ${++seq}`, ...vf(version) }, token, id),
  },
  {
    name: 'product (Product screen)',
    screen: 'admin_product',
    table: 'parent_skus',
    field: 'name',
    make: makeParent,
    save: async (token, id, version) => {
      const code = (await t.app.db.selectFrom('parent_skus').select('parentsSku').where('_id', '=', id).executeTakeFirstOrThrow()).parentsSku;
      return form(productApi.update.path, { code, name: `Product ${++seq}`, width: '150 cm', categoryId, ...vf(version) }, token, id);
    },
  },
  {
    name: 'parent SKU (Product Parents SKU screen)',
    screen: 'admin_product_parents_sku',
    table: 'parent_skus',
    field: 'name',
    make: makeParent,
    save: async (token, id, version) => {
      const parentsSku = (await t.app.db.selectFrom('parent_skus').select('parentsSku').where('_id', '=', id).executeTakeFirstOrThrow()).parentsSku;
      return form(productSkuAdminApi.updateParent.path, { parentsSku, name: `Parent ${++seq}`, categoryId, ...vf(version) }, token, id);
    },
  },
  {
    name: 'sub product (Sub Product screen)',
    screen: 'admin_sub_product',
    table: 'skus',
    field: 'name',
    make: async () => created(await form(subProductApi.add.path, { productId: parentId, code: `S-${++seq}`, name: 'Navy' }, anna, undefined, true)),
    save: async (token, id, version) => {
      const code = (await t.app.db.selectFrom('skus').select('sku').where('_id', '=', id).executeTakeFirstOrThrow()).sku;
      return form(subProductApi.update.path, { productId: parentId, code, name: `Colour ${++seq}`, ...vf(version) }, token, id);
    },
  },
  {
    name: 'SKU (Admin SKU screens)',
    screen: 'admin_product_sku',
    table: 'skus',
    field: 'name',
    make: async () => created(await form(subProductApi.add.path, { productId: parentId, code: `K-${++seq}`, name: 'Olive' }, anna, undefined, true)),
    save: async (token, id, version) => {
      const row = await t.app.db.selectFrom('skus').select(['sku', 'parentsSku']).where('_id', '=', id).executeTakeFirstOrThrow();
      return form(productSkuAdminApi.updateSku.path, { sku: row.sku, name: `SKU ${++seq}`, parentsSku: row.parentsSku, stock: '3', marketPrices: '99', ...vf(version) }, token, id);
    },
  },
  {
    name: 'product design',
    screen: 'admin_product_design',
    table: 'product_designs',
    field: 'name',
    make: async () => created(await form(productDesignApi.add.path, { name: `Design ${++seq}`, icon: 'Texture' }, anna, undefined, true)),
    save: (token, id, version) => form(productDesignApi.update.path, { name: `Design ${++seq}`, icon: 'Waves', ...vf(version) }, token, id),
  },
  {
    name: 'product composition',
    screen: 'admin_product_composition',
    value: () => `Wool ${++seq}%`,
    table: 'product_compositions',
    field: 'name',
    make: async () => created(await json(productCompositionApi.add.path, { name: `Wool ${++seq}%` })),
    save: (token, id, version) => json(productCompositionApi.update.path, { name: `Wool ${++seq}%`, ...v(version) }, token, id),
  },
  {
    name: 'slide',
    screen: 'admin_slider',
    table: 'sliders',
    field: 'title',
    make: async () => created(await form(sliderApi.add.path, { title: `Slide ${++seq}` }, anna, undefined, true)),
    save: (token, id, version) => form(sliderApi.update.path, { title: `Slide ${++seq}`, ...vf(version) }, token, id),
  },
  {
    name: 'blog post',
    screen: 'admin_blog',
    table: 'blogs',
    field: 'title',
    make: async () =>
      created(await form(blogApi.add.path, { title: `Post ${++seq}`, subTitle: 'Care', body: '<p>Wash cold.</p>', blogTagId, blogTypeId }, anna, undefined, true)),
    save: (token, id, version) => form(blogApi.update.path, { title: `Post ${++seq}`, subTitle: 'Care', body: '<p>Wash cold.</p>', blogTagId, blogTypeId, ...vf(version) }, token, id),
  },
  {
    name: 'member (business customer)',
    screen: 'admin_member',
    table: 'admin_members',
    field: 'lastName',
    make: async () => created(await json(adminMemberApi.add.path, { firstName: 'Malee', lastName: `Srisuk ${++seq}`, email: `malee${seq}@example.com`, mobile: `08123${String(seq).padStart(5, '0')}` })),
    save: async (token, id, version) => {
      const row = await t.app.db.selectFrom('admin_members').select(['email', 'mobile']).where('_id', '=', id).executeTakeFirstOrThrow();
      return json(adminMemberApi.update.path, { firstName: 'Malee', lastName: `Srisuk ${++seq}`, email: row.email, mobile: row.mobile, ...v(version) }, token, id);
    },
  },
  {
    name: 'contact us',
    screen: 'admin_contact_us',
    table: 'contact_us',
    field: 'company',
    make: async () => created(await form(contactUsApi.add.path, { company: `Selvedge ${++seq}` }, anna, undefined, true)),
    save: (token, id, version) => form(contactUsApi.update.path, { company: `Selvedge ${++seq}`, ...vf(version) }, token, id),
  },
  {
    name: 'search synonyms',
    screen: 'admin_search_synonym',
    value: () => `linen ${++seq}, flax`,
    table: 'search_synonyms',
    field: 'words',
    make: async () => created(await json(searchSynonymApi.add.path, { words: `linen, ลินิน ${++seq}` })),
    save: (token, id, version) => json(searchSynonymApi.update.path, { words: `linen, flax ${++seq}`, ...v(version) }, token, id),
  },
  {
    name: 'admin (approve or switch off)',
    screen: 'admin_admins',
    value: () => (++seq % 2 ? 'inactive' : 'active'),
    table: 'admins',
    field: 'status',
    make: async () => {
      const email = `staff${++seq}@test.local`;
      await t.adminToken(email);
      return (await t.app.db.selectFrom('admins').select('_id').where('email', '=', email).executeTakeFirstOrThrow())._id;
    },
    save: async (token, id, version) => {
      const row = await t.app.db.selectFrom('admins').select('status').where('_id', '=', id).executeTakeFirstOrThrow();
      return json(adminApi.setStatus.path, { _id: id, status: row.status === 'active' ? 'inactive' : 'active', ...v(version) }, token);
    },
  },
];

let undo: (() => void) | undefined;
afterAll(() => undo?.());

beforeAll(async () => {
  undo = connectBrowserClient(t);
  anna = await t.adminToken('anna@test.local');
  setToken('admin', anna);
  ben = await t.adminToken('ben@test.local');
  png = await pngBytes(8, 8);
  const category = await form(categoryApi.add.path, { name: 'Linen', categoryId: 'LINEN' }, anna, undefined, true);
  categoryId = category.json().result.categoryId;
  parentId = await makeParent();
  blogTypeId = await created(await form(blogTypeApi.add.path, { name: 'Guides' }, anna, undefined, true));
  blogTagId = await created(await json(blogTagApi.add.path, { name: 'Care' }));
});

describe.each(resources)('two admins saving the same $name', (r) => {
  it('the first save based on version 1 is applied (version 2); the second answers 409 naming who saved and when, and changes nothing', async () => {
    const id = await r.make();
    const first = await r.save(anna, id, 1);
    expect(first.statusCode, JSON.stringify(first.json())).toBe(200);
    expect(first.json().result.version).toBe(2);
    const second = await r.save(ben, id, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(staleSaveText(who(anna), new Date(t.clock.now).toISOString()));
    expect(await stored(r, id)).toBe(first.json().result[r.field]);
    // Based on the version it now has, the same admin's save goes through.
    const again = await r.save(ben, id, 2);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.version).toBe(3);
    expect(await stored(r, id)).toBe(again.json().result[r.field]);
  });

  it('a save without a version is applied as before, and moves the version on', async () => {
    const id = await r.make();
    const plain = await r.save(ben, id);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().result.version).toBe(2);
    expect((await r.save(anna, id, 1)).json().message).toBe(staleSaveText(who(ben), new Date(t.clock.now).toISOString()));
  });

  // The screen half: the dialog's values start from the record it loaded (its version among them), and the
  // resource's calls send that version, so a second save from the same dialog is refused with who and when.
  it(`its screen's calls send the version the dialog loaded: a second save from the same copy is refused`, async () => {
    const id = await r.make();
    const loaded = (await dp.getOne(r.screen, { id })).data as RaRecord;
    const value = r.value ?? (() => `Edited ${++seq}`);
    const save = () => dp.update(r.screen, { id, data: { ...loaded, [r.field]: value() }, previousData: loaded });
    expect((await save()).data.version).toBe(2);
    const refused = await save().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).message).toBe(staleSaveText(who(anna), new Date(t.clock.now).toISOString()));
  });
});

// A write that changes a catalogue row without an edit dialog (the colour photo upload) moves the row's
// version on too, stamped with who uploaded and when: a dialog opened before the upload is refused instead
// of saving the old picture back. The colour the server then measures from the photo is not a change: a
// dialog opened after the upload still saves once the colour is filled in.
describe('a colour photo uploaded while an edit dialog is open', () => {
  const upload = async (code: string) => {
    const body = await multipart({}, { photo: { name: `${code}.png`, type: 'image/png', data: await pngBytes(12, 12, '#2a6f97') } });
    const r = await t.call({ method: 'POST', url: '/api/product_sku/upload_sku_photo', token: anna, payload: body.payload, headers: body.headers });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().result as { url: string }).url;
  };
  const byName = (name: string) => resources.find((r) => r.name.startsWith(name))!;

  it.each([
    ['SKU', 'skus', 'sku'],
    ['product (Product screen)', 'parent_skus', 'parentsSku'],
  ] as const)('a %s: the save based on the version before answers 409 naming the uploader and when; the photo stays', async (name, table, codeColumn) => {
    const r = byName(name);
    const id = await r.make();
    const code = (await t.app.db.selectFrom(table as 'skus').select(sql.ref<string>(codeColumn).as('code')).where('_id', '=', id).executeTakeFirstOrThrow()).code;
    const url = await upload(code);
    const row = () => t.app.db.selectFrom(table as 'skus').select(['path', 'version']).where('_id', '=', id).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ path: url, version: 2 });
    const stale = await r.save(ben, id, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleSaveText(who(anna), new Date(t.clock.now).toISOString()));
    expect((await row()).path).toBe(url);
    // The measured colour does not move the version: a dialog opened after the upload saves, the photo kept.
    await measureColours(t.app);
    if (table === 'skus') expect((await t.app.db.selectFrom('skus').select('colourOf').where('_id', '=', id).executeTakeFirstOrThrow()).colourOf).toBe(url);
    expect((await row()).version).toBe(2);
    const fresh = await r.save(ben, id, 2);
    expect(fresh.statusCode, JSON.stringify(fresh.json())).toBe(200);
    expect(await row()).toEqual({ path: url, version: 3 });
  });
});

// A rename that other records follow moves those records' versions on, stamped with who renamed and when.
describe('records that follow a rename', () => {
  const versionOf = async (table: 'skus' | 'parent_skus', id: string) =>
    t.app.db.selectFrom(table).select(['version', 'updatedBy']).where('_id', '=', id).executeTakeFirstOrThrow();
  const annaId = async () => (await t.app.db.selectFrom('admins').select('_id').where('email', '=', 'anna@test.local').executeTakeFirstOrThrow())._id;

  it('a composition renamed: a Product dialog opened before answers 409 naming who renamed it and when, instead of putting the old name back', async () => {
    const name = `Hemp ${++seq}%`;
    const compositionId = await created(await json(productCompositionApi.add.path, { name }));
    const code = `PC-${++seq}`;
    const id = await created(await form(productApi.add.path, { code, name: code, width: '150 cm', categoryId, composition: name }, anna, undefined, true));
    const renamed = await json(productCompositionApi.update.path, { name: `${name} organic` }, anna, compositionId);
    expect(renamed.statusCode).toBe(200);
    const stale = await form(productApi.update.path, { code, name: code, width: '150 cm', categoryId, composition: name, version: '1' }, ben, id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleSaveText(who(anna), new Date(t.clock.now).toISOString()));
    expect((await t.app.db.selectFrom('parent_skus').select('composition').where('_id', '=', id).executeTakeFirstOrThrow()).composition).toBe(`${name} organic`);
  });

  it('a product type renamed, a product code changed: the products and colours that follow move their versions on; a Parent SKU dialog opened before answers 409', async () => {
    const typeName = `Twill ${++seq}`;
    const typeId = await created(await form(productTypeApi.add.path, { name: typeName }, anna, undefined, true));
    const code = `PT-${++seq}`;
    const id = await created(await form(productApi.add.path, { code, name: code, width: '150 cm', categoryId, productType: typeId }, anna, undefined, true));
    const colour = await created(await form(subProductApi.add.path, { productId: id, code: `${code}-01`, name: 'Rust' }, anna, undefined, true));
    // The Parent SKU dialog sends the type's name: opened before the rename it would put the old name back.
    expect((await form(productTypeApi.update.path, { name: `${typeName} weave` }, anna, typeId)).statusCode).toBe(200);
    expect(await versionOf('parent_skus', id)).toEqual({ version: 2, updatedBy: await annaId() });
    const stale = await form(productSkuAdminApi.updateParent.path, { parentsSku: code, name: code, categoryId, productType: typeName, version: '1' }, ben, id);
    expect(stale.statusCode).toBe(409);
    // The colours follow the new code (a SKU dialog opened before names the old one, refused as unknown).
    expect((await form(productApi.update.path, { code: `${code}-N`, name: code, width: '150 cm', categoryId, productType: typeId, version: '2' }, anna, id)).statusCode).toBe(200);
    expect(await versionOf('skus', colour)).toEqual({ version: 2, updatedBy: await annaId() });
  });
});

// A revert that puts rows back (a photo upload, an import) names the reverting admin and the time as the
// rows' last change, not whoever had saved them before.
describe('rows a revert puts back', () => {
  it('a dialog opened before the revert of a photo upload answers 409 naming who reverted and when', async () => {
    const r = resources.find((x) => x.name.startsWith('SKU'))!;
    const id = await r.make();
    const code = (await t.app.db.selectFrom('skus').select('sku').where('_id', '=', id).executeTakeFirstOrThrow()).sku;
    const body = await multipart({}, { photo: { name: `${code}.png`, type: 'image/png', data: await pngBytes(12, 12, '#7a3b69') } });
    expect((await t.call({ method: 'POST', url: '/api/product_sku/upload_sku_photo', token: anna, payload: body.payload, headers: body.headers })).statusCode).toBe(200);
    const entries = (await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${id}&perPage=10`, token: anna })).json().result as ActivityEntry[];
    const photo = entries.find((e) => e.action === 'photo')!;
    t.clock.advance(60_000);
    const reverted = await t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq: photo._id })}`, token: ben });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const stale = await r.save(anna, id, 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleSaveText(who(ben), new Date(t.clock.now).toISOString()));
  });
});
