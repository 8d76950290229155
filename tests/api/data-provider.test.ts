import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callApi } from '../../src/api/client.js';
import { setToken } from '../../src/api/tokens.js';
import { workbookBytes, type Cell } from '../../src/admin/skuImport/workbook.js';
import { contactFormApi } from '../../src/contract/contactForm.js';
import { categoryApi } from '../../src/contract/category.js';
import { conflictTexts, serverMessages } from '../../src/contract/texts.js';
import { contactListServerTexts, memberServerTexts, skuEditTexts, skuImportServerTexts } from '../../src/contract/backOfficeTexts.js';
import { adminsCalls } from '../../src/admin/admins/calls.js';
import { blogCalls } from '../../src/admin/blog/calls.js';
import { blogTagCalls } from '../../src/admin/blogTag/calls.js';
import { blogTypeCalls } from '../../src/admin/blogType/calls.js';
import { categoryCalls } from '../../src/admin/category/calls.js';
import { contactFormCalls } from '../../src/admin/contactForm/calls.js';
import { contactListCalls, searchByMobile } from '../../src/admin/contactList/calls.js';
import { contactUsCalls } from '../../src/admin/contactUs/calls.js';
import { createDataProvider } from '../../src/dataProvider/index.js';
import { getCities, getCountries, getDistricts, getProvinces } from '../../src/admin/common/locationCalls.js';
import { memberCalls } from '../../src/admin/member/calls.js';
import { productCalls } from '../../src/admin/product/calls.js';
import { productCategorySkuCalls } from '../../src/admin/common/skuCategoryCalls.js';
import { productCompositionCalls } from '../../src/admin/productComposition/calls.js';
import { productDesignCalls } from '../../src/admin/productDesign/calls.js';
import { productParentsSkuCalls } from '../../src/admin/productParentsSku/calls.js';
import { exportSkus, productSkuCalls, skuBrowserCalls } from '../../src/admin/common/skuCalls.js';
import { productTypeCalls } from '../../src/admin/productType/calls.js';
import { refusedOf, skuImportCalls } from '../../src/admin/skuImport/calls.js';
import { sliderCalls } from '../../src/admin/slider/calls.js';
import { subProductCalls } from '../../src/admin/subProduct/calls.js';
import { priceCalls } from '../../src/admin/subProductPrice/calls.js';
import { searchSynonymCalls } from '../../src/admin/searchSynonym/calls.js';
import { activityCalls } from '../../src/admin/activity/calls.js';
import type { ResourceCalls } from '../../src/dataProvider/types.js';
import { registerAdmin } from '../helpers/accounts.js';
import { makeApp, type TestApp } from '../helpers/app.js';
import { connectBrowserClient } from '../helpers/browserClient.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Issue 15 §2: the back-office's dataProvider, built as the admin app builds it (createDataProvider
 * over each screen's calls from src/dataProvider), driven through the browser's one HTTP client
 * against the real server (app.inject): what each screen does (list with search, sort and paging,
 * add with the dialog's inputs, edit, the Active switch, delete) and what the admin then sees.
 * Screens' UI tests swap these calls for in-memory ones; this file checks the real ones.
 */
const resources = {
  admin_category: categoryCalls,
  admin_product: productCalls,
  admin_product_type: productTypeCalls,
  admin_product_composition: productCompositionCalls,
  admin_product_design: productDesignCalls,
  admin_sub_product: subProductCalls,
  admin_member: memberCalls,
  admin_contact_list: contactListCalls,
  admin_contact_us: contactUsCalls,
  admin_contact_form: contactFormCalls,
  admin_blog: blogCalls,
  admin_blog_tag: blogTagCalls,
  admin_blog_type: blogTypeCalls,
  admin_slider: sliderCalls,
  admin_product_parents_sku: productParentsSkuCalls,
  admin_product_category_sku: productCategorySkuCalls,
  admin_product_sku: productSkuCalls,
  admin_product_sku_merchant_all: productSkuCalls,
  admin_admins: adminsCalls,
  admin_search_synonym: searchSynonymCalls,
  admin_activity: activityCalls,
} satisfies Record<string, ResourceCalls>;
type Resource = keyof typeof resources;

const dp: DataProvider = createDataProvider(resources);
/** One app for the file: each screen's rows carry names of their own, so the screens do not meet. */
let t: TestApp;
let undo: (() => void) | undefined;
let png: Buffer;

beforeAll(async () => {
  t = await makeApp();
  undo = connectBrowserClient(t);
  // After connectBrowserClient: it installs the window.localStorage the token is kept in.
  setToken('admin', await t.adminToken('signed-in@test.local'));
  png = await pngBytes(32, 24);
});
afterAll(async () => {
  undo?.();
  await t?.close();
});

/** A picture as the dialog's image input holds it. */
const image = (name = 'picture.png') => new File([new Uint8Array(png)], name, { type: 'image/png' });

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const list = (resource: Resource, over: Partial<GetListParams> = {}) => dp.getList(resource, { ...ALL, ...over });
const search = async (resource: Resource, q: string, over: Partial<GetListParams> = {}) => (await list(resource, { filter: { q }, ...over })).data;
const one = async (resource: Resource, id: Identifier) => (await dp.getOne(resource, { id })).data;

/** The ApiError a refused call rejects with (fails when the call succeeds or fails otherwise). */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

/** A stored picture's path, and the server serves it. */
const storedPicture = expect.stringMatching(/^\/uploads\/[\w-]+\.\w+$/);
async function served(path: string) {
  const r = await t.call({ method: 'GET', url: path });
  expect(r.statusCode, path).toBe(200);
  expect(r.headers['content-type']).toMatch(/^image\//);
}

describe('the back-office registry pairs each screen with these calls', () => {
  it('names every screen folder’s resource and its calls as this file does', async () => {
    const adminDir = join(import.meta.dirname, '../../src/admin');
    const declared: Record<string, unknown> = {};
    for (const folder of readdirSync(adminDir, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      let source: string;
      try {
        source = readFileSync(join(adminDir, folder.name, 'index.ts'), 'utf8');
      } catch {
        continue;
      }
      const name = /name: '(\w+)'/.exec(source)?.[1];
      const calls = /calls: (\w+)/.exec(source)?.[1];
      expect(name, folder.name).toBeTruthy();
      if (!calls) continue;
      const file = new RegExp(`import \\{[^}]*\\b${calls}\\b[^}]*\\} from '(\\.\\.?/[\\w/]+)'`).exec(source)?.[1];
      expect(file, `${folder.name} imports ${calls}`).toBeTruthy();
      declared[name!] = ((await import(`${join(adminDir, folder.name, file!)}.ts`)) as Record<string, unknown>)[calls];
    }
    expect(Object.keys(declared).sort()).toEqual(Object.keys(resources).sort());
    for (const [name, calls] of Object.entries(resources)) expect(declared[name], name).toBe(calls);
  });
});

/**
 * A screen with the add and edit dialogs: what its New dialog sends (`input`, which may first add what
 * it refers to through the other screens), a second record (`second` changes the fields that must
 * differ), how getList shows the first (`stored`), the search that finds both (`q`) and the column
 * that orders them, what the edit dialog changes (`edit`, shown as `edited`), and the server's
 * refusal of a duplicate, when it has one.
 */
type Fields = Record<string, unknown>;
/** Fields, or fields read from the first record's input (the ids it refers to). */
type FromInput = Fields | ((input: Fields) => Fields);
const at = (v: FromInput, input: Fields): Fields => (typeof v === 'function' ? v(input) : v);

interface CrudCase {
  resource: Resource;
  input: () => Promise<Fields>;
  second: Fields;
  stored: FromInput;
  q: string;
  sort: string;
  edit?: FromInput;
  edited?: FromInput;
  /** Its Active switch (the record's isActived). */
  activeSwitch?: boolean;
  /** A New with these fields (over the first's input, after its edit) is refused with this status and message. */
  duplicate?: { fields: Fields; status: number; message: string };
}

const created = async (resource: Resource, data: Fields) => (await dp.create(resource, { data })).data as RaRecord;
const idsOf = (rows: RaRecord[]) => rows.map((r) => r.id);

const crudCases: CrudCase[] = [
  {
    resource: 'admin_category',
    input: async () => ({ name: 'Batik Cotton', discription: 'Hand-drawn wax resist', image: image() }),
    second: { name: 'Batik Silk' },
    stored: { name: 'Batik Cotton', discription: 'Hand-drawn wax resist', categoryId: 'BATIK-COTTON', isActived: true, url: storedPicture },
    q: 'batik',
    sort: 'name',
    edit: { name: 'Batik Cotton Premium', discription: 'Hand-stamped' },
    edited: { name: 'Batik Cotton Premium', discription: 'Hand-stamped', categoryId: 'BATIK-COTTON' },
    activeSwitch: true,
    duplicate: { fields: { name: 'Batik Silk' }, status: 409, message: conflictTexts.duplicate('category', 'Batik Silk') },
  },
  {
    resource: 'admin_product_type',
    input: async () => ({ name: 'Knitted Jersey', image: image() }),
    second: { name: 'Knitted Rib' },
    stored: { name: 'Knitted Jersey', url: storedPicture },
    q: 'knitted',
    sort: 'name',
    edit: { name: 'Knitted Interlock' },
    edited: { name: 'Knitted Interlock' },
    duplicate: { fields: { name: 'Knitted Rib' }, status: 409, message: conflictTexts.duplicate('product type', 'Knitted Rib') },
  },
  {
    resource: 'admin_product_composition',
    input: async () => ({ name: 'Hemp 55%' }),
    second: { name: 'Hemp 45%' },
    stored: { name: 'Hemp 55%' },
    q: 'hemp',
    sort: 'name',
    edit: { name: 'Hemp 60%' },
    edited: { name: 'Hemp 60%' },
    duplicate: { fields: { name: 'Hemp 45%' }, status: 409, message: conflictTexts.duplicate('composition', 'Hemp 45%') },
  },
  {
    resource: 'admin_product_design',
    input: async () => ({ name: 'Paisley Swirl', icons: 'Texture', image: image() }),
    second: { name: 'Paisley Grid', icons: 'GridOn' },
    stored: { name: 'Paisley Swirl', icons: 'Texture', url: storedPicture },
    q: 'paisley',
    sort: 'name',
    edit: { icons: 'Brush' },
    edited: { name: 'Paisley Swirl', icons: 'Brush' },
    duplicate: { fields: { name: 'Paisley Grid' }, status: 409, message: conflictTexts.duplicate('product design', 'Paisley Grid') },
  },
  {
    resource: 'admin_product',
    input: async () => {
      // The dialog's multi-selects offer what the Product Type, Category and Composition screens hold.
      const type = await created('admin_product_type', { name: 'Woven Denim', image: image() });
      const category = await created('admin_category', { name: 'Denim Line', discription: '', image: image() });
      await created('admin_product_composition', { name: 'Cotton 98%' });
      await created('admin_product_composition', { name: 'Spandex 2%' });
      return {
        productType: [type.id],
        categoryId: [category.categoryId],
        composition: ['Cotton 98%', 'Spandex 2%'],
        code: 'DN-140',
        name: 'Stretch Denim 14oz',
        construction: '3/1 RHT',
        density: '72x44',
        weaving: 'Twill',
        width: '58"',
        discription: 'Indigo warp, ecru weft',
        image: image(),
      };
    },
    second: { code: 'DN-120', name: 'Stretch Denim 12oz' },
    stored: (i) => ({ code: 'DN-140', name: 'Stretch Denim 14oz', composition: 'Cotton 98%, Spandex 2%', categoryId: ['DENIM-LINE'], productType: i.productType, weaving: 'Twill', width: '58"', density: '72x44', url: storedPicture }),
    q: 'stretch denim',
    sort: 'code',
    edit: { name: 'Stretch Denim 14.5oz', weaving: 'Broken twill' },
    edited: { code: 'DN-140', name: 'Stretch Denim 14.5oz', weaving: 'Broken twill', composition: 'Cotton 98%, Spandex 2%', categoryId: ['DENIM-LINE'] },
    duplicate: { fields: { code: 'DN-120' }, status: 409, message: conflictTexts.duplicateCode('product', 'DN-120') },
  },
  {
    resource: 'admin_sub_product',
    input: async () => {
      const category = await created('admin_category', { name: 'Chambray Line', discription: '', image: image() });
      const parent = await created('admin_product', { categoryId: [category.categoryId], code: 'CH-01', name: 'Chambray', width: '60"', image: image() });
      return { productId: [parent.id], code: 'CH-01-SKY', name: 'Sky', article: 'A-0042', image: image() };
    },
    second: { code: 'CH-01-INK', name: 'Ink' },
    stored: (i) => ({ code: 'CH-01-SKY', name: 'Sky', article: 'A-0042', productId: i.productId, products: [expect.objectContaining({ code: 'CH-01', name: 'Chambray' })], url: storedPicture }),
    q: 'ch-01-',
    sort: 'code',
    edit: { name: 'Sky Blue', article: 'A-0043' },
    edited: { code: 'CH-01-SKY', name: 'Sky Blue', article: 'A-0043' },
    duplicate: { fields: { code: 'CH-01-INK' }, status: 409, message: conflictTexts.duplicateCode('sub product', 'CH-01-INK') },
  },
  {
    resource: 'admin_blog_tag',
    input: async () => ({ name: 'Dyeing' }),
    second: { name: 'Dyeing at home' },
    stored: { name: 'Dyeing' },
    q: 'dyeing',
    sort: 'name',
    edit: { name: 'Natural dyeing' },
    edited: { name: 'Natural dyeing' },
    duplicate: { fields: { name: 'Dyeing at home' }, status: 409, message: conflictTexts.duplicate('blog tag', 'Dyeing at home') },
  },
  {
    resource: 'admin_blog_type',
    input: async () => ({ name: 'Mill Visits', image: image() }),
    second: { name: 'Mill News' },
    stored: { name: 'Mill Visits', url: storedPicture },
    q: 'mill',
    sort: 'name',
    edit: { name: 'Mill Tours' },
    edited: { name: 'Mill Tours' },
    duplicate: { fields: { name: 'Mill News' }, status: 409, message: conflictTexts.duplicate('blog type', 'Mill News') },
  },
  {
    resource: 'admin_blog',
    input: async () => {
      const tag = await created('admin_blog_tag', { name: 'Indigo' });
      const guides = await created('admin_blog_type', { name: 'Guides', image: image() });
      const stories = await created('admin_blog_type', { name: 'Stories', image: image() });
      return { blogTagId: [tag.id], blogTypeId: [guides.id, stories.id], title: 'How selvedge is woven', subTitle: 'On a shuttle loom', body: '<h2>Shuttles</h2><p>The weft turns back.</p>', image: image() };
    },
    second: { title: 'How selvedge is washed' },
    stored: (i) => ({
      title: 'How selvedge is woven',
      subTitle: 'On a shuttle loom',
      body: '<h2>Shuttles</h2><p>The weft turns back.</p>',
      blogTagId: i.blogTagId,
      blogTypeId: i.blogTypeId,
      url: storedPicture,
    }),
    q: 'how selvedge',
    sort: 'title',
    // The Type multi-select keeps one of the two types.
    edit: (i) => ({ subTitle: 'On a Toyoda loom', blogTypeId: (i.blogTypeId as string[]).slice(1) }),
    edited: (i) => ({ title: 'How selvedge is woven', subTitle: 'On a Toyoda loom', blogTagId: i.blogTagId, blogTypeId: (i.blogTypeId as string[]).slice(1) }),
  },
  {
    resource: 'admin_search_synonym',
    input: async () => ({ words: 'hemp, กัญชง' }),
    second: { words: 'hemp, ป่าน' },
    stored: { words: 'hemp, กัญชง' },
    q: 'hemp',
    sort: 'words',
    // The server trims the words and drops repeats.
    edit: { words: ' hemp ,กัญชง, เฮมพ์, hemp' },
    edited: { words: 'hemp, กัญชง, เฮมพ์' },
  },
  {
    resource: 'admin_slider',
    input: async () => ({ title: 'Monsoon sale', isActived: true, image: image('wide.png') }),
    second: { title: 'Monsoon arrivals' },
    stored: { title: 'Monsoon sale', isActived: true, url: storedPicture },
    q: 'monsoon',
    sort: 'title',
    edit: { title: 'Monsoon sale: 20% off' },
    edited: { title: 'Monsoon sale: 20% off', isActived: true },
    activeSwitch: true,
  },
  {
    resource: 'admin_contact_us',
    input: async () => ({
      company: 'Selvedge Bangkok',
      address: '99 Charoen Krung Rd',
      location: 'https://maps.example/selvedge',
      telephone: '02-123-4567',
      email: 'shop@selvedge.example',
      webSite: 'https://selvedge.example',
      facebookPageName: 'Selvedge TH',
      facebookPageLink: 'https://facebook.example/selvedge',
      lineId: '@selvedge',
      image: image('logo.png'),
    }),
    second: { company: 'Selvedge Chiang Mai', email: 'cnx@selvedge.example' },
    stored: { company: 'Selvedge Bangkok', telephone: '02-123-4567', email: 'shop@selvedge.example', facebookPageName: 'Selvedge TH', lineId: '@selvedge', lazadaShopName: '', url: storedPicture },
    q: 'selvedge',
    sort: 'company',
    edit: { telephone: '02-765-4321', tiktokShopName: 'selvedge.th' },
    edited: { company: 'Selvedge Bangkok', telephone: '02-765-4321', tiktokShopName: 'selvedge.th', lineId: '@selvedge' },
  },
  {
    resource: 'admin_contact_list',
    input: async () => ({ fullName: 'Malee Srisuk', mobile: '081-234-5678', from: 'LINE', province: 'กรุงเทพมหานคร', lineId: 'malee.s', detail: 'Wants 30 m of canvas' }),
    second: { fullName: 'Malee Thongdee', mobile: '0897776655', from: 'SHOPEE' },
    stored: { fullName: 'Malee Srisuk', mobile: '0812345678', from: 'LINE', province: 'กรุงเทพมหานคร', lineId: 'malee.s', email: '' },
    q: 'malee',
    sort: 'fullName',
    duplicate: { fields: { fullName: 'Someone Else', mobile: '+66 81 234 5678' }, status: 409, message: contactListServerTexts.taken('0812345678') },
  },
];

describe.each(crudCases)('$resource: the screen’s dataProvider calls against the server', (c) => {
  it('adds, lists (search, sort, pages), reads, edits, switches and deletes; the list shows what the server stored', async () => {
    const { resource } = c;
    const input = await c.input();
    const stored = at(c.stored, input);
    const [edit, edited] = c.edit && c.edited ? [at(c.edit, input), at(c.edited, input)] : [undefined, undefined];

    // New: the dialog's fields (and picture) are stored and listed.
    const first = await created(resource, input);
    expect(first).toMatchObject(stored);
    const second = await created(resource, { ...input, ...c.second });
    const rows = await search(resource, c.q, { sort: { field: c.sort, order: 'ASC' } });
    expect(idsOf(rows).sort()).toEqual([first.id, second.id].sort());
    expect(rows.find((r) => r.id === first.id)).toMatchObject(stored);
    if (typeof first.url === 'string') await served(first.url);

    // Sorted and paged as the table asks: by the column, both ways, one row a page.
    const asc = idsOf([first, second].sort((a, b) => String(a[c.sort]).localeCompare(String(b[c.sort]))));
    expect(idsOf(rows)).toEqual(asc);
    const page2 = await list(resource, { filter: { q: c.q }, sort: { field: c.sort, order: 'ASC' }, pagination: { page: 2, perPage: 1 } });
    expect(page2).toMatchObject({ total: 2, data: [{ id: asc[1] }] });
    expect(idsOf(await search(resource, c.q, { sort: { field: c.sort, order: 'DESC' } }))).toEqual([...asc].reverse());

    // getOne and getMany (the edit dialog's record, references).
    expect(await one(resource, first.id)).toMatchObject(stored);
    expect(idsOf((await dp.getMany(resource, { ids: [second.id, first.id] })).data).sort()).toEqual([first.id, second.id].sort());

    // Edit: the dialog sends the whole record (its picture input empty) with the changed fields.
    if (edit && edited) {
      const record = await one(resource, first.id);
      const saved = await dp.update(resource, { id: first.id, data: { ...record, image: null, ...edit }, previousData: record });
      expect(saved.data).toMatchObject(edited);
      // The picture stays when none is chosen.
      expect(await one(resource, first.id)).toMatchObject({ ...edited, ...(record.url ? { url: record.url } : {}) });
      expect((await search(resource, c.q)).find((r) => r.id === first.id)).toMatchObject(edited);
    }

    // The Active switch: off for both (updateMany), then on again for the first.
    if (c.activeSwitch) {
      const record = await one(resource, first.id);
      await dp.updateMany(resource, { ids: [first.id, second.id], data: { isActived: false } });
      expect((await search(resource, c.q)).map((r) => r.isActived)).toEqual([false, false]);
      expect(idsOf((await list(resource, { filter: { q: c.q, isActived: false } })).data).sort()).toEqual([first.id, second.id].sort());
      const on = await dp.update(resource, { id: first.id, data: { isActived: true }, previousData: { ...record, isActived: false } });
      expect(on.data).toMatchObject({ id: first.id, isActived: true });
      expect(await one(resource, first.id)).toMatchObject({ ...(edited ?? stored), isActived: true });
      expect((await one(resource, second.id)).isActived).toBe(false);
    }

    // A duplicate is refused with the server's status and reason, and adds nothing.
    if (c.duplicate) {
      const err = await refusal(dp.create(resource, { data: { ...input, ...edit, ...c.duplicate.fields } }));
      expect({ status: err.status, message: err.message }).toEqual({ status: c.duplicate.status, message: c.duplicate.message });
      expect(await search(resource, c.q)).toHaveLength(2);
    }

    // Delete one, then the other (deleteMany): the list no longer has them.
    await dp.delete(resource, { id: first.id, previousData: first });
    expect(idsOf(await search(resource, c.q))).toEqual([second.id]);
    const gone = await refusal(dp.getOne(resource, { id: first.id }));
    expect(gone.status).toBe(404);
    expect(await dp.deleteMany(resource, { ids: [second.id] })).toEqual({ data: [second.id] });
    expect(await search(resource, c.q)).toEqual([]);
  });
});

describe('the lists’ own filters, applied by the server (issue 17 §1)', () => {
  it('Blog keeps to the days written, Product to one category, Admins to one status; a page of slides carries each one’s place', async () => {
    const category = await created('admin_category', { name: 'Filter Line', discription: '', image: image() });
    const other = await created('admin_category', { name: 'Other Line', discription: '', image: image() });
    const product = (code: string, categoryId: string) =>
      created('admin_product', { categoryId: [categoryId], code, name: `Filter ${code}`, composition: [], width: '58"', image: image() });
    const inLine = await product('FL-1', String(category.categoryId));
    await product('FL-2', String(other.categoryId));
    const products = await list('admin_product', { filter: { q: 'filter fl', categoryId: category.categoryId } });
    expect(products).toMatchObject({ total: 1, data: [{ id: inLine.id }] });

    const tag = await created('admin_blog_tag', { name: 'Filter tag' });
    const type = await created('admin_blog_type', { name: 'Filter type', image: image() });
    const post = (title: string) => created('admin_blog', { blogTagId: [tag.id], blogTypeId: [type.id], title, subTitle: 's', body: '<p>b</p>', image: image() });
    const early = await post('Filter early');
    // Five days on, the admin signs in again (the token of the file's start has expired).
    const me = (await list('admin_admins', { filter: { q: 'signed-in@test.local' } })).data[0]!;
    t.clock.advance(5 * 86_400_000);
    setToken('admin', await t.app.tokens.sign('admin', String(me.id), { email: 'signed-in@test.local' }, '1h'));
    const late = await post('Filter late');
    const day = (r: RaRecord) => new Date(Date.parse(String(r.createAt)) + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(idsOf((await list('admin_blog', { filter: { q: 'filter', dateTo: day(early) } })).data)).toEqual([early.id]);
    expect(idsOf((await list('admin_blog', { filter: { q: 'filter', dateFrom: day(late) } })).data)).toEqual([late.id]);

    await registerAdmin(t, 'pending@filter.example', '0866667777');
    expect((await list('admin_admins', { filter: { q: '@filter.example', status: 'pending' } })).data.map((a) => a.email)).toEqual(['pending@filter.example']);
    expect((await list('admin_admins', { filter: { q: '@filter.example', status: 'active' } })).data).toEqual([]);

    const slides = [await created('admin_slider', { title: 'Filter one', isActived: true, image: image('wide.png') }), await created('admin_slider', { title: 'Filter two', isActived: false, image: image('wide.png') })];
    const off = await list('admin_slider', { filter: { q: 'filter', isActived: false }, sort: { field: 'position', order: 'ASC' } });
    const whole = (await list('admin_slider', { pagination: { page: 1, perPage: 100 }, sort: { field: 'position', order: 'ASC' }, filter: {} })).data;
    expect(off.data).toMatchObject([{ id: slides[1]!.id, position: whole.findIndex((r) => r.id === slides[1]!.id) + 1, places: whole.length }]);
  });
});

describe('refusals the admin is told about', () => {
  it('a product type or category still used by a product is kept: 409 with the server’s reason', async () => {
    const type = await created('admin_product_type', { name: 'Canvas', image: image() });
    const category = await created('admin_category', { name: 'Canvas Line', discription: '', image: image() });
    await created('admin_product', { productType: [type.id], categoryId: [category.categoryId], code: 'CV-10', name: 'Canvas 10oz', width: '60"', image: image() });
    const typeErr = await refusal(dp.delete('admin_product_type', { id: type.id, previousData: type }));
    expect({ status: typeErr.status, message: typeErr.message }).toEqual({ status: 409, message: conflictTexts.inUse('product type', '1 product') });
    const categoryErr = await refusal(dp.delete('admin_category', { id: category.id, previousData: category }));
    expect({ status: categoryErr.status, message: categoryErr.message }).toEqual({ status: 409, message: conflictTexts.inUse('category', '1 product') });
    expect(idsOf(await search('admin_product_type', 'canvas'))).toEqual([type.id]);
    expect(idsOf(await search('admin_category', 'canvas line'))).toEqual([category.id]);
  });

  it('a New without its required picture, or a product naming no category, is refused with 400 and the field', async () => {
    const noPicture = await refusal(dp.create('admin_blog_type', { data: { name: 'No picture' } }));
    expect(noPicture.status).toBe(400);
    expect(noPicture.message).toMatch(/image/);
    const noCategory = await refusal(dp.create('admin_product', { data: { code: 'NC-1', name: 'Nowhere', width: '1"', image: image() } }));
    expect({ status: noCategory.status, message: noCategory.message }).toEqual({ status: 400, message: 'body.categoryId is required' });
    expect(await search('admin_blog_type', 'no picture')).toEqual([]);
    expect(await search('admin_product', 'nowhere')).toEqual([]);
  });
});

describe('admin_member: the server-paged list, add, detail and edit', () => {
  it('pages, sorts and searches on the server, adds with the dialog’s places, shows the detail and saves an edit', async () => {
    // The dialog's cascading selects: country → province → city → district.
    const [country] = await getCountries();
    const province = (await getProvinces(country.id)).find((p) => p.name_en === 'Bangkok')!;
    const [city] = await getCities(province.id);
    const [district] = await getDistricts(city.id);
    const member = {
      email: 'suda@fabric.example',
      mobile: '0861112222',
      firstName: 'Suda',
      lastName: 'Wongsa',
      bussiness: 'Suda Tailors',
      address: '12 Soi 5',
      country: country.id,
      province: province.id,
      city: city.id,
      district: district.id,
    };
    const suda = await created('admin_member', member);
    expect(suda).toMatchObject({ ...member, fullName: 'Suda Wongsa', isVerified: false });
    const others = [
      await created('admin_member', { firstName: 'Sudarat', lastName: 'Kaew', mobile: '0863334444', bussiness: 'Kaew Cloth' }),
      await created('admin_member', { firstName: 'Sudaporn', lastName: 'Chai', email: 'sudaporn@fabric.example', bussiness: 'Chai Bags' }),
    ];

    // One page at a time, sorted and searched by the server; `total` counts every match.
    const page = (n: number, order: 'ASC' | 'DESC') => list('admin_member', { filter: { q: 'suda' }, sort: { field: 'firstName', order }, pagination: { page: n, perPage: 2 } });
    expect(await page(1, 'ASC')).toMatchObject({ total: 3, data: [{ firstName: 'Suda' }, { firstName: 'Sudaporn' }] });
    expect(await page(2, 'ASC')).toMatchObject({ total: 3, data: [{ firstName: 'Sudarat', fullName: 'Sudarat Kaew' }] });
    expect((await page(1, 'DESC')).data.map((m) => m.firstName)).toEqual(['Sudarat', 'Sudaporn']);
    // The dialogs' pop-up: members with this mobile.
    expect(idsOf((await list('admin_member', { filter: { mobile: '086333' } })).data)).toEqual([others[0].id]);

    // The detail: the places' Thai names, and the member's enquiries (by mobile) and contact-list entries.
    await callApi(contactFormApi.add, { body: { firstName: 'Suda', lastName: 'Wongsa', mobile: '0861112222', email: 'suda@fabric.example', detail: 'Price list, please' } });
    await created('admin_contact_list', { fullName: 'Suda Wongsa', mobile: '086-111-2222', from: 'FACEBOOK' });
    const detail = await one('admin_member', suda.id);
    expect(detail).toMatchObject({ ...member, places: { country: country.name_th, province: province.name_th, city: city.name_th, district: district.name_th } });
    expect(detail.contactForms.map((f: { detail: string }) => f.detail)).toEqual(['Price list, please']);
    expect(detail.contactLists.map((e: { from: string }) => e.from)).toEqual(['FACEBOOK']);

    // Edit: the dialog sends the record's fields with the change.
    await dp.update('admin_member', { id: suda.id, data: { ...detail, bussiness: 'Suda Tailors & Co' }, previousData: detail });
    expect(await one('admin_member', suda.id)).toMatchObject({ ...member, bussiness: 'Suda Tailors & Co' });
    expect((await page(1, 'ASC')).data[0]).toMatchObject({ id: suda.id, bussiness: 'Suda Tailors & Co' });

    // Refusals: a New with a taken email (spec.md: 404), an edit to a taken mobile (409), each with the server's reason.
    const add = await refusal(dp.create('admin_member', { data: { firstName: 'Copy', lastName: 'Cat', email: 'suda@fabric.example' } }));
    expect({ status: add.status, message: add.message }).toEqual({ status: 404, message: memberServerTexts.taken('email', 'suda@fabric.example') });
    const edit = await refusal(dp.update('admin_member', { id: suda.id, data: { ...detail, mobile: '0863334444' }, previousData: detail }));
    expect({ status: edit.status, message: edit.message }).toEqual({ status: 409, message: memberServerTexts.taken('mobile', '0863334444') });
    expect((await page(1, 'ASC')).total).toBe(3);
  });
});

describe('admin_admins: the list and the approve / deactivate buttons', () => {
  it('approves a registered admin, deactivates them, and refuses to deactivate the signed-in admin', async () => {
    await registerAdmin(t, 'new.admin@test.local', '0877778888');
    const admins = async () => (await list('admin_admins', { filter: { q: '@test.local' }, sort: { field: 'email', order: 'ASC' } })).data;
    expect((await admins()).map((a) => [a.email, a.status])).toEqual([
      ['new.admin@test.local', 'pending'],
      ['signed-in@test.local', 'active'],
    ]);
    const [fresh, me] = await admins();

    const approved = await dp.update('admin_admins', { id: fresh.id, data: { status: 'active' }, previousData: fresh });
    expect(approved.data).toMatchObject({ id: fresh.id, status: 'active' });
    expect((await one('admin_admins', fresh.id)).status).toBe('active');
    await dp.update('admin_admins', { id: fresh.id, data: { status: 'inactive' }, previousData: approved.data });
    expect((await list('admin_admins', { filter: { status: 'inactive' } })).data.map((a) => a.email)).toEqual(['new.admin@test.local']);

    const err = await refusal(dp.update('admin_admins', { id: me.id, data: { status: 'inactive' }, previousData: me }));
    expect({ status: err.status, message: err.message }).toEqual({ status: 400, message: serverMessages.cannotDeactivateSelf });
    expect((await one('admin_admins', me.id)).status).toBe('active');
  });
});

describe('admin_contact_form: visitors’ enquiries, Is Contacted and delete', () => {
  it('lists what visitors sent (newest first), ticks Is Contacted, filters the waiting ones and deletes', async () => {
    const send = async (firstName: string, detail: string) => {
      t.clock.advance(60_000);
      // The storefront's /contact form, through the same client (no admin token needed).
      const { data } = await callApi(contactFormApi.add, { body: { firstName, lastName: 'Inquirer', mobile: '0891230000', email: `${firstName.toLowerCase()}@visitor.example`, detail } });
      return data.result._id;
    };
    const ids = [await send('Anong', '50 m of linen'), await send('Boon', 'Sample book'), await send('Chai', 'Wholesale prices')];

    const rows = await search('admin_contact_form', 'inquirer', { sort: { field: 'createAt', order: 'DESC' } });
    expect(rows.map((r) => [r.fullName, r.detail, r.isContacted])).toEqual([
      ['Chai Inquirer', 'Wholesale prices', false],
      ['Boon Inquirer', 'Sample book', false],
      ['Anong Inquirer', '50 m of linen', false],
    ]);

    const ticked = await dp.update('admin_contact_form', { id: ids[1], data: { isContacted: true }, previousData: rows[1] });
    expect(ticked.data).toMatchObject({ id: ids[1], isContacted: true, fullName: 'Boon Inquirer' });
    const waiting = await list('admin_contact_form', { filter: { q: 'inquirer', isContacted: false }, sort: { field: 'fullName', order: 'ASC' } });
    expect(waiting).toMatchObject({ total: 2, data: [{ fullName: 'Anong Inquirer' }, { fullName: 'Chai Inquirer' }] });

    const unknown = await refusal(dp.update('admin_contact_form', { id: 'no-such-enquiry', data: { isContacted: true }, previousData: { id: 'no-such-enquiry' } }));
    expect({ status: unknown.status, message: unknown.message }).toEqual({ status: 404, message: serverMessages.notFound });

    await dp.delete('admin_contact_form', { id: ids[0], previousData: rows[2] });
    expect((await search('admin_contact_form', 'inquirer')).map((r) => r.fullName).sort()).toEqual(['Boon Inquirer', 'Chai Inquirer']);
    await dp.deleteMany('admin_contact_form', { ids: ids.slice(1) });
    expect(await search('admin_contact_form', 'inquirer')).toEqual([]);
  });

  it('the Contact List’s phone pop-up finds entries by part of the number', async () => {
    const entry = await created('admin_contact_list', { fullName: 'Pim Rattana', mobile: '0824445555', from: 'LAZADA' });
    const { result } = await searchByMobile('444555');
    expect(result.map((e) => e._id)).toEqual([entry.id]);
  });
});

/** A spreadsheet as the SKU Import screen's file input holds it. */
const sheet = (name: string, rows: Cell[][]) => new File([new Uint8Array(workbookBytes(rows))], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const categorySheet = sheet('categories.xlsx', [
  ['categoryId', 'name', 'isActived'],
  ['DP-COTTON', 'DP Cotton', 'TRUE'],
  ['DP-LINEN', 'DP Linen', 'TRUE'],
]);
const parentSheet = sheet('parents.xlsx', [
  ['parentsSku', 'name', 'categoryId', 'productType', 'composition', 'weaving', 'width', 'discription', 'path', 'isActived'],
  ['DP-CT-1', 'Oxford 120', 'DP-COTTON', 'FABRICS', '100% Cotton', 'Oxford', '58"', '<p>Soft</p>', '', 'TRUE'],
  ['DP-CT-2', 'Poplin 100', 'DP-COTTON', 'FABRICS', '100% Cotton', 'Plain', '58"', '', '', 'TRUE'],
  ['DP-LN-1', 'Linen Slub', 'DP-LINEN', 'FABRICS', '100% Linen', 'Plain', '55"', '', '', 'FALSE'],
]);
const skuSheet = sheet('skus.xlsx', [
  ['path', 'sku', 'name', 'article', 'parentsSku', 'stock', 'marketPrices', 'categoryId', 'isActived'],
  ...[1, 2, 3, 4, 5].map((n): Cell[] => ['', `DP-CT-1-0${n}`, `Oxford colour ${n}`, `00${n}`, 'DP-CT-1', n * 10, 100 + n, 'DP-COTTON', 'TRUE']),
  ['', 'DP-LN-1-01', 'Linen natural', '0101', 'DP-LN-1', 7, 250.5, 'DP-LINEN', 'TRUE'],
]);

describe('the SKU screens: rows from the spreadsheet imports, paged and switched on the server', () => {
  beforeAll(async () => {
    // The SKU Import screen: a check first (nothing written), then the import, one layout at a time.
    expect(await skuImportCalls.importFile('category', categorySheet, { dryRun: true })).toMatchObject({ created: 2, rows: 2, dryRun: true });
    expect(await search('admin_product_category_sku', 'dp ')).toEqual([]);
    expect(await skuImportCalls.importFile('category', categorySheet, { dryRun: false })).toMatchObject({ created: 2, dryRun: false });
    expect(await skuImportCalls.importFile('parents', parentSheet, { dryRun: false })).toMatchObject({ created: 3 });
    expect(await skuImportCalls.importFile('sku', skuSheet, { dryRun: false })).toMatchObject({ created: 6 });
  });

  it('the import history names the file, the admin and the counts; a refused sheet says which cells', async () => {
    expect((await skuImportCalls.history('sku'))[0]).toMatchObject({ fileName: 'skus.xlsx', adminEmail: 'signed-in@test.local', outcome: 'imported', created: 6, rows: 6 });
    const bad = sheet('bad.xlsx', [
      ['parentsSku', 'name', 'categoryId'],
      ['DP-X-1', '', 'DP-COTTON'],
      ['DP-X-2', 'Nowhere', 'NO-SUCH'],
    ]);
    const err = await skuImportCalls.importFile('parents', bad, { dryRun: false }).catch((e: unknown) => e);
    expect(refusedOf(err)).toMatchObject({
      total: 2,
      errors: [
        { row: 2, column: 'name', reason: skuImportServerTexts.required },
        { row: 3, column: 'categoryId', value: 'NO-SUCH', reason: skuImportServerTexts.unknownCategory },
      ],
    });
    expect((err as ApiError).message).toBe(skuImportServerTexts.refused(2));
    expect((await list('admin_product_parents_sku', { filter: { q: 'DP-X' } })).total).toBe(0);
  });

  it('admin_product_category_sku: lists the categories and its switch hides one from the storefront (and /admin_category shows it)', async () => {
    const rows = await search('admin_product_category_sku', 'dp ', { sort: { field: 'name', order: 'DESC' } });
    expect(rows.map((c) => [c.categoryId, c.name, c.isActived])).toEqual([
      ['DP-LINEN', 'DP Linen', true],
      ['DP-COTTON', 'DP Cotton', true],
    ]);
    const publicIds = async () => (await callApi(categoryApi.list)).data.result.map((c) => c.categoryId);
    // DP-COTTON has active fabrics (DP-LINEN's one parent is off, so it is not offered anyway).
    const cotton = rows[1];
    expect(await publicIds()).toContain('DP-COTTON');
    expect(await publicIds()).not.toContain('DP-LINEN');
    await dp.update('admin_product_category_sku', { id: cotton.id, data: { isActived: false }, previousData: cotton });
    expect((await one('admin_product_category_sku', cotton.id)).isActived).toBe(false);
    expect((await one('admin_category', cotton.id)).isActived).toBe(false);
    expect(await publicIds()).not.toContain('DP-COTTON');
    await dp.update('admin_product_category_sku', { id: cotton.id, data: { isActived: true }, previousData: { ...cotton, isActived: false } });
    expect(await publicIds()).toContain('DP-COTTON');
  });

  it('admin_product_parents_sku: one server page per call, filtered by search, category and status; the switch flips a parent', async () => {
    const page = (n: number, filter: Fields = {}) => list('admin_product_parents_sku', { filter: { q: 'DP-', ...filter }, sort: { field: 'parentsSku', order: 'ASC' }, pagination: { page: n, perPage: 2 } });
    expect(await page(1)).toMatchObject({ total: 3, data: [{ parentsSku: 'DP-CT-1', name: 'Oxford 120', composition: '100% Cotton' }, { parentsSku: 'DP-CT-2' }] });
    expect(await page(2)).toMatchObject({ total: 3, data: [{ parentsSku: 'DP-LN-1', isActived: false }] });
    expect((await page(1, { categoryId: 'DP-COTTON' })).total).toBe(2);
    const [linen] = (await page(1, { isActived: false })).data;
    expect(linen.parentsSku).toBe('DP-LN-1');

    const on = await dp.update('admin_product_parents_sku', { id: linen.id, data: { isActived: true }, previousData: linen });
    expect(on.data).toMatchObject({ id: linen.id, parentsSku: 'DP-LN-1', isActived: true });
    expect((await page(1, { isActived: false })).total).toBe(0);
    // The SKU browser (SKU Merchant All) reads a category's parents and a parent's SKUs, active or not.
    expect((await skuBrowserCalls.parentsOfCategory('DP-LINEN')).map((p) => [p.parentsSku, p.isActived])).toEqual([['DP-LN-1', true]]);
  });

  it.each(['admin_product_sku', 'admin_product_sku_merchant_all'] as const)('%s: pages, sorts and filters SKUs on the server; the switch flips one', async (resource) => {
    const page = (n: number, filter: Fields = {}) => list(resource, { filter: { parentsSku: 'DP-CT-1', ...filter }, sort: { field: 'stock', order: 'DESC' }, pagination: { page: n, perPage: 2 } });
    expect(await page(1)).toMatchObject({
      total: 5,
      data: [
        { sku: 'DP-CT-1-05', stock: 50, marketPrices: 105, article: '005', parentName: 'Oxford 120', categoryName: 'DP Cotton' },
        { sku: 'DP-CT-1-04', stock: 40 },
      ],
    });
    expect((await page(3)).data.map((s) => s.sku)).toEqual(['DP-CT-1-01']);
    expect((await list(resource, { filter: { q: 'linen natural' } })).data.map((s) => s.sku)).toEqual(['DP-LN-1-01']);
    expect((await list(resource, { filter: { categoryId: 'DP-LINEN' } })).total).toBe(1);

    const [top] = (await page(1)).data;
    const off = await dp.update(resource, { id: top.id, data: { isActived: false }, previousData: top });
    expect(off.data).toMatchObject({ id: top.id, sku: 'DP-CT-1-05', isActived: false, parentName: 'Oxford 120' });
    expect((await page(1, { isActived: false })).data.map((s) => s.sku)).toEqual(['DP-CT-1-05']);
    expect((await skuBrowserCalls.skusOfParent('DP-CT-1')).find((s) => s.sku === 'DP-CT-1-05')?.isActived).toBe(false);
    await dp.update(resource, { id: top.id, data: { isActived: true }, previousData: off.data });
    expect((await page(1, { isActived: false })).total).toBe(0);
  });

  it('exports the filtered SKUs as the import layout', async () => {
    const blob = await exportSkus({ parentsSku: 'DP-CT-1' }, { field: 'sku', order: 'ASC' });
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.map((r) => r.sku)).toEqual(['DP-CT-1-01', 'DP-CT-1-02', 'DP-CT-1-03', 'DP-CT-1-04', 'DP-CT-1-05']);
    expect(rows[0]).toMatchObject({ name: 'Oxford colour 1', parentsSku: 'DP-CT-1', stock: 10, marketPrices: 101 });
  });

  it('refuses a switch of an unknown SKU with 404', async () => {
    const err = await refusal(dp.update('admin_product_sku', { id: 'no-such-sku', data: { isActived: false }, previousData: { id: 'no-such-sku' } }));
    expect(err.status).toBe(404);
  });

  it('issue 16 §2: edits every field of a SKU, a parent SKU and a category; deletes refused while in use; bulk changes all or none', async () => {
    // A SKU: the dialog's copy carries the tier prices; its save writes every field and a new photo.
    const [linenSku] = (await list('admin_product_sku', { filter: { q: 'DP-LN-1-01' } })).data;
    const copy = await one('admin_product_sku', linenSku.id);
    // Never priced: the dialog's price fields start empty (not 0), and a first price takes all three tiers.
    expect(copy).toMatchObject({ sku: 'DP-LN-1-01', parentName: 'Linen Slub', priced: false, silverPrice: undefined, goldPrice: undefined, platinumPrice: undefined });
    const alone = await refusal(dp.update('admin_product_sku', { id: copy.id, data: { ...copy, goldPrice: '240' }, previousData: copy }));
    expect([alone.status, alone.message]).toEqual([400, skuEditTexts.tierPricesTogether('silverPrice')]);
    const data = { ...copy, name: 'Linen oat', stock: '9', marketPrices: '260.25', silverPrice: '250', goldPrice: '240', platinumPrice: '230.5', image: image() };
    const saved = (await dp.update('admin_product_sku', { id: copy.id, data, previousData: copy })).data;
    expect(saved).toMatchObject({ id: copy.id, sku: 'DP-LN-1-01', name: 'Linen oat', stock: 9, marketPrices: 260.25, silverPrice: 250, goldPrice: 240, platinumPrice: 230.5, priced: true, path: storedPicture });
    await served(saved.path);
    const bad = await refusal(dp.update('admin_product_sku', { id: copy.id, data: { ...copy, marketPrices: '1.005' }, previousData: copy }));
    expect([bad.status, bad.message]).toEqual([400, skuEditTexts.baht('marketPrices')]);

    // Parent SKUs: the dialog's copy has construction and density; a parent with colours is kept.
    const parents = (await list('admin_product_parents_sku', { filter: { q: 'DP-' }, sort: { field: 'parentsSku', order: 'ASC' } })).data;
    const [ct1, ct2, ln1] = parents;
    expect(parents.map((p) => p.parentsSku)).toEqual(['DP-CT-1', 'DP-CT-2', 'DP-LN-1']);
    const ct2copy = await one('admin_product_parents_sku', ct2.id);
    const ct2saved = (await dp.update('admin_product_parents_sku', { id: ct2.id, data: { ...ct2copy, name: 'Poplin 110', construction: '40x40', discription: '<p>Crisp</p><script>x()</script>' }, previousData: ct2copy })).data;
    expect(ct2saved).toMatchObject({ parentsSku: 'DP-CT-2', name: 'Poplin 110', construction: '40x40', discription: '<p>Crisp</p>', categoryId: 'DP-COTTON' });
    const used = await refusal(dp.delete('admin_product_parents_sku', { id: ct1.id, previousData: ct1 }));
    expect([used.status, used.message]).toEqual([409, conflictTexts.inUse('parent SKU DP-CT-1', skuEditTexts.colours(5))]);
    const batch = await refusal(dp.deleteMany('admin_product_parents_sku', { ids: [ct2.id, ct1.id] }));
    expect([batch.status, batch.message]).toEqual([409, conflictTexts.inUse('parent SKU DP-CT-1', skuEditTexts.colours(5))]);
    expect((await list('admin_product_parents_sku', { filter: { q: 'DP-' } })).total).toBe(3);
    await dp.updateMany('admin_product_parents_sku', { ids: [ct2.id, ln1.id], data: { isActived: false } });
    expect((await list('admin_product_parents_sku', { filter: { q: 'DP-', isActived: false } })).data.map((p) => p.parentsSku).sort()).toEqual(['DP-CT-2', 'DP-LN-1']);

    // Categories: edited through the Category dialog's call; bulk status; a category with parents is kept.
    const [linen, cotton] = await search('admin_product_category_sku', 'dp ', { sort: { field: 'categoryId', order: 'DESC' } });
    expect([linen.categoryId, cotton.categoryId]).toEqual(['DP-LINEN', 'DP-COTTON']);
    expect((await dp.update('admin_product_category_sku', { id: linen.id, data: { ...linen, name: 'DP Linen Fine' }, previousData: linen })).data).toMatchObject({ categoryId: 'DP-LINEN', name: 'DP Linen Fine' });
    await dp.updateMany('admin_product_category_sku', { ids: [linen.id, cotton.id], data: { isActived: false } });
    expect((await search('admin_product_category_sku', 'dp ')).map((c) => c.isActived)).toEqual([false, false]);
    await dp.updateMany('admin_product_category_sku', { ids: [linen.id, cotton.id], data: { isActived: true } });
    const kept = await refusal(dp.deleteMany('admin_product_category_sku', { ids: [linen.id, cotton.id] }));
    expect(kept.status).toBe(409);
    expect(kept.message).toMatch(/^This category DP-COTTON is still used by \d parent SKUs?; remove it there first$/);

    // Emptied from the bottom up: the linen colour, then its parent (and the unused DP-CT-2), then the category.
    await dp.deleteMany('admin_product_sku', { ids: [linenSku.id] });
    await dp.deleteMany('admin_product_parents_sku', { ids: [ln1.id, ct2.id] });
    await dp.delete('admin_product_category_sku', { id: linen.id, previousData: linen });
    expect((await search('admin_product_category_sku', 'dp ')).map((c) => c.categoryId)).toEqual(['DP-COTTON']);
    expect((await list('admin_product_parents_sku', { filter: { q: 'DP-' } })).data.map((p) => p.parentsSku)).toEqual(['DP-CT-1']);
    expect((await t.call({ method: 'GET', url: saved.path })).statusCode).toBe(404);
  });
});

describe('admin_sub_product_price: its own calls (no dataProvider row)', () => {
  it('lists product codes, a code’s sub products with their prices, and saves a row', async () => {
    const category = await created('admin_category', { name: 'Price Line', discription: '', image: image() });
    const product = await created('admin_product', { categoryId: [category.categoryId], code: 'PR-77', name: 'Priced twill', width: '60"', image: image() });
    const sub = await created('admin_sub_product', { productId: [product.id], code: 'PR-77-RED', name: 'Red', article: 'R-1', image: image() });

    expect(await priceCalls.productCodes()).toContainEqual({ _id: product.id, code: 'PR-77', name: 'Priced twill' });
    expect(await priceCalls.pricesOf('PR-77')).toEqual([expect.objectContaining({ _id: sub.id, code: 'PR-77-RED', priced: false, silverPrice: 0 })]);
    await priceCalls.save({ subProductId: String(sub.id), subProductArticle: 'R-1', silverPrice: 120, goldPrice: 110.5, platinumPrice: 99.99 });
    expect((await priceCalls.pricesOf('PR-77'))[0]).toMatchObject({ priced: true, silverPrice: 120, goldPrice: 110.5, platinumPrice: 99.99 });

    const err = await refusal(priceCalls.save({ subProductId: String(sub.id), silverPrice: 1.005, goldPrice: 1, platinumPrice: 1 }));
    expect({ status: err.status, message: err.message }).toEqual({ status: 400, message: 'body.silverPrice must have at most two decimals' });
    expect((await priceCalls.pricesOf('PR-77'))[0].silverPrice).toBe(120);
  });
});

describe('admin_activity: the activity log, read through the screen’s dataProvider row', () => {
  it('lists the admin writes newest first, a page at a time, filtered by area, with the fields before and after', async () => {
    const made = await dp.create('admin_search_synonym', { data: { words: 'ramie, รามี' } });
    await dp.update('admin_search_synonym', { id: made.data.id, data: { ...made.data, words: 'ramie, รามี, china grass' }, previousData: made.data });
    const page = await list('admin_activity', { pagination: { page: 1, perPage: 2 }, filter: { resource: 'search_synonym' } });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({ action: 'edit', recordId: made.data.id, before: { words: 'ramie, รามี' }, after: { words: 'ramie, รามี, china grass' } });
    expect(page.data[1]).toMatchObject({ action: 'create', recordId: made.data.id });
    expect((await list('admin_activity', { filter: { resource: 'blog_tag', adminId: 'nobody' } })).total).toBe(0);
  });
});
