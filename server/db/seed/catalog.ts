import type { FastifyInstance } from 'fastify';
import { insertBlog } from '../../modules/blog/queries.js';
import { insertCategory } from '../../modules/category/queries.js';
import { insertBlogTag } from '../../modules/blogTag/queries.js';
import { insertBlogType, listBlogTypes } from '../../modules/blogType/queries.js';
import { insertContactUs, listContactUs } from '../../modules/contactUs/queries.js';
import { countParentSkus, insertParentSkus, insertSkuCategories, insertSkus, setParentDetails, type NewSku } from '../../modules/productSku/queries.js';
import { insertProductType } from '../../modules/productType/queries.js';
import { insertSlider, listAllSliders } from '../../modules/slider/queries.js';
import { DEMO_CATEGORIES } from './foundation.js';
import { fabricBanner, fabricSwatch } from './images.js';

/** Colour codes used in SKU codes (CT-POP-110-NVY), with the swatch's base and thread tones. */
const COLOURS = {
  WHT: { name: 'White', base: '#f5f3ee', thread: '#d8d3c6' },
  OFW: { name: 'Off White', base: '#efe9dc', thread: '#d1c7b0' },
  CRM: { name: 'Cream', base: '#f1e6c8', thread: '#d3c398' },
  ECR: { name: 'Ecru', base: '#e8dcc0', thread: '#c8b992' },
  NAT: { name: 'Natural', base: '#ddd0b4', thread: '#b5a582' },
  BGE: { name: 'Beige', base: '#d2bc97', thread: '#a78f6b' },
  SND: { name: 'Sand', base: '#c9b187', thread: '#a08860' },
  KHK: { name: 'Khaki', base: '#a89a6a', thread: '#7d7147' },
  OLV: { name: 'Olive', base: '#6b6b3a', thread: '#9a9a62' },
  BTG: { name: 'Bottle Green', base: '#1f4d3a', thread: '#4f7e68' },
  SAG: { name: 'Sage', base: '#9caf8f', thread: '#c4d3b8' },
  MNT: { name: 'Mint', base: '#b9dccb', thread: '#e0f0e8' },
  TEA: { name: 'Teal', base: '#1f6f73', thread: '#5ea3a6' },
  SKY: { name: 'Sky Blue', base: '#9cc3e4', thread: '#cfe2f2' },
  RYL: { name: 'Royal Blue', base: '#2b4fa3', thread: '#6d8ad0' },
  NVY: { name: 'Navy', base: '#1f2a44', thread: '#4a5878' },
  RAW: { name: 'Raw Indigo', base: '#1e2b4f', thread: '#5b6d99' },
  IND: { name: 'Indigo', base: '#283a66', thread: '#7084b3' },
  MDW: { name: 'Mid Wash', base: '#4d6d9a', thread: '#9ab3d6' },
  LTW: { name: 'Light Wash', base: '#8fb0d3', thread: '#d3e2f1' },
  GRY: { name: 'Grey', base: '#8d9097', thread: '#b9bcc2' },
  CHC: { name: 'Charcoal', base: '#3b3d42', thread: '#6c6f76' },
  BLK: { name: 'Black', base: '#1c1c1e', thread: '#4a4a4e' },
  BRN: { name: 'Brown', base: '#6b4a33', thread: '#9b7a62' },
  TRC: { name: 'Terracotta', base: '#b8593a', thread: '#dc8d70' },
  MST: { name: 'Mustard', base: '#c9962b', thread: '#e6c36f' },
  RED: { name: 'Red', base: '#b3262e', thread: '#e0676d' },
  MRN: { name: 'Maroon', base: '#5e1f2a', thread: '#8f4a56' },
  PNK: { name: 'Dusty Pink', base: '#d7a3a6', thread: '#efcdcf' },
  LIL: { name: 'Lilac', base: '#b7a3cc', thread: '#ddd0ea' },
} as const;
type ColourCode = keyof typeof COLOURS;

interface DemoParent {
  parentsSku: string;
  name: string;
  categoryId: (typeof DEMO_CATEGORIES)[number]['categoryId'];
  composition: string;
  weaving: 'Plain' | 'Twill' | 'Oxford' | 'Canvas' | 'Satin' | 'Dobby';
  width: string;
  gsm: number;
  price: number;
  intro: string;
  uses: string;
  colours: ColourCode[];
  /** Colours switched off by an admin: stored, never shown publicly. */
  hidden?: ColourCode[];
  isActived?: false;
}

/** About two dozen fabric qualities, four per category, plus one discontinued (inactive) quality. */
const PARENTS: DemoParent[] = [
  { parentsSku: 'CT-POP-110', name: 'Cotton Poplin 110', categoryId: 'COTTON', composition: '100% Cotton', weaving: 'Plain', width: '58"/60"', gsm: 110, price: 85, intro: 'A fine, smooth 40s poplin with a crisp hand and a soft sheen after washing.', uses: 'shirts, blouses, school uniforms, linings', colours: ['WHT', 'OFW', 'SKY', 'NVY', 'BLK', 'PNK', 'MST', 'SAG', 'LIL', 'RED'], hidden: ['LIL'] },
  { parentsSku: 'CT-OXF-120', name: 'Cotton Oxford 120', categoryId: 'COTTON', composition: '100% Cotton', weaving: 'Oxford', width: '58"/60"', gsm: 125, price: 110, intro: 'A basket-weave oxford with a gentle texture that softens with every wash.', uses: 'button-down shirts, dresses, light jackets', colours: ['WHT', 'SKY', 'PNK', 'NVY', 'GRY', 'BGE'] },
  { parentsSku: 'CT-TWL-130', name: 'Cotton Twill 20x16', categoryId: 'COTTON', composition: '100% Cotton', weaving: 'Twill', width: '58"/60"', gsm: 230, price: 120, intro: 'A sturdy 2/1 twill with a clear diagonal rib, dyed deep and even.', uses: 'chinos, workwear, aprons, bags', colours: ['BGE', 'KHK', 'OLV', 'NVY', 'BLK', 'BRN', 'CHC', 'TRC'] },
  { parentsSku: 'CT-SAT-140', name: 'Cotton Sateen 140', categoryId: 'COTTON', composition: '97% Cotton 3% Spandex', weaving: 'Satin', width: '57"/58"', gsm: 140, price: 140, intro: 'A stretch sateen with a silky face and a matte back.', uses: 'dresses, trousers, bedding', colours: ['WHT', 'CRM', 'CHC', 'NVY', 'MRN', 'BTG', 'PNK'] },
  { parentsSku: 'LN-PUR-201', name: 'Pure Linen 201', categoryId: 'LINEN', composition: '100% Linen', weaving: 'Plain', width: '57"/58"', gsm: 180, price: 320, intro: 'Stone-washed European flax: cool, breathable and beautifully rumpled.', uses: 'shirts, dresses, table linen', colours: ['NAT', 'WHT', 'OFW', 'SND', 'SAG', 'TRC', 'SKY', 'CHC', 'BLK'] },
  { parentsSku: 'LN-CTN-205', name: 'Linen Cotton 205', categoryId: 'LINEN', composition: '55% Linen 45% Cotton', weaving: 'Plain', width: '57"/58"', gsm: 160, price: 220, intro: 'The look of linen with fewer creases, thanks to a cotton weft.', uses: 'shirts, trousers, cushions, curtains', colours: ['NAT', 'OFW', 'BGE', 'OLV', 'TEA', 'RED', 'NVY', 'MST', 'LIL', 'BRN', 'GRY', 'WHT'] },
  { parentsSku: 'LN-VIS-210', name: 'Linen Viscose 210', categoryId: 'LINEN', composition: '30% Linen 70% Viscose', weaving: 'Plain', width: '56"/57"', gsm: 150, price: 180, intro: 'Fluid and drapey, with the slub of linen and the fall of viscose.', uses: 'wide trousers, summer dresses, kimonos', colours: ['ECR', 'SND', 'SAG', 'PNK', 'SKY', 'BLK'] },
  { parentsSku: 'LN-DBY-215', name: 'Linen Dobby 215', categoryId: 'LINEN', composition: '55% Linen 45% Cotton', weaving: 'Dobby', width: '57"/58"', gsm: 175, price: 240, intro: 'A small woven dobby pattern that gives linen depth without print.', uses: 'shirts, home decor, bags', colours: ['NAT', 'OFW', 'GRY', 'NVY', 'TRC', 'OLV', 'BGE'] },
  { parentsSku: 'DN-12OZ-301', name: 'Denim 12 oz', categoryId: 'DENIM', composition: '100% Cotton', weaving: 'Twill', width: '58"/60"', gsm: 405, price: 210, intro: 'A classic 3/1 right-hand twill denim, rope-dyed for honest fading.', uses: 'jeans, jackets, workwear', colours: ['RAW', 'IND', 'MDW', 'LTW', 'BLK', 'GRY', 'CHC'], hidden: ['GRY'] },
  { parentsSku: 'DN-8OZ-302', name: 'Stretch Denim 8 oz', categoryId: 'DENIM', composition: '98% Cotton 2% Spandex', weaving: 'Twill', width: '56"/58"', gsm: 270, price: 190, intro: 'A light stretch denim that recovers its shape all day.', uses: 'skinny jeans, skirts, shirts', colours: ['IND', 'MDW', 'LTW', 'BLK', 'WHT', 'OLV'] },
  { parentsSku: 'DN-CHM-305', name: 'Chambray 305', categoryId: 'DENIM', composition: '100% Cotton', weaving: 'Plain', width: '58"/60"', gsm: 140, price: 150, intro: 'An indigo warp on a white weft: the soft, heathered look of a work shirt.', uses: 'shirts, dresses, children\'s wear', colours: ['LTW', 'SKY', 'MDW', 'IND', 'GRY', 'PNK', 'OFW'] },
  { parentsSku: 'DN-14OZ-310', name: 'Selvedge Denim 14 oz', categoryId: 'DENIM', composition: '100% Cotton', weaving: 'Twill', width: '31"/32"', gsm: 475, price: 450, intro: 'Woven on narrow shuttle looms with a clean red-line selvedge edge.', uses: 'premium jeans, jackets, aprons', colours: ['RAW', 'IND', 'BLK', 'ECR', 'BRN', 'OLV'] },
  { parentsSku: 'CV-10OZ-401', name: 'Cotton Canvas 10 oz', categoryId: 'CANVAS', composition: '100% Cotton', weaving: 'Canvas', width: '58"/60"', gsm: 340, price: 160, intro: 'A firm, even canvas that takes screen printing and embroidery well.', uses: 'tote bags, aprons, pouches', colours: ['NAT', 'ECR', 'BLK', 'NVY', 'OLV', 'KHK', 'RED', 'MST', 'GRY', 'SKY'] },
  { parentsSku: 'CV-12OZ-402', name: 'Cotton Canvas 12 oz', categoryId: 'CANVAS', composition: '100% Cotton', weaving: 'Canvas', width: '58"/60"', gsm: 405, price: 180, intro: 'A heavier canvas that stands on its own: bags keep their shape.', uses: 'backpacks, shoes, upholstery', colours: ['NAT', 'ECR', 'KHK', 'BRN', 'BLK', 'BTG', 'NVY', 'TRC'] },
  { parentsSku: 'CV-DCK-405', name: 'Duck Canvas 405', categoryId: 'CANVAS', composition: '100% Cotton', weaving: 'Canvas', width: '58"/60"', gsm: 450, price: 200, intro: 'A tightly woven duck with paired warp yarns, built for hard wear.', uses: 'work aprons, tool rolls, deck chairs', colours: ['NAT', 'SND', 'KHK', 'OLV', 'BRN', 'BLK'] },
  { parentsSku: 'CV-WXD-410', name: 'Waxed Canvas 410', categoryId: 'CANVAS', composition: '100% Cotton', weaving: 'Canvas', width: '57"/58"', gsm: 380, price: 380, intro: 'A water-repellent waxed canvas that develops a rich patina.', uses: 'bags, outdoor jackets, covers', colours: ['OLV', 'BRN', 'NVY', 'BLK', 'SND', 'BTG'] },
  { parentsSku: 'FS-RYN-501', name: 'Rayon Challis 501', categoryId: 'FASHION', composition: '100% Rayon', weaving: 'Plain', width: '56"/58"', gsm: 120, price: 95, intro: 'A soft, fluid rayon that drapes and breathes in the heat.', uses: 'dresses, blouses, sleepwear', colours: ['BLK', 'NVY', 'MRN', 'PNK', 'MST', 'TEA', 'SAG', 'LIL', 'TRC', 'WHT', 'SKY'] },
  { parentsSku: 'FS-SAT-505', name: 'Polyester Satin 505', categoryId: 'FASHION', composition: '100% Polyester', weaving: 'Satin', width: '58"/60"', gsm: 95, price: 75, intro: 'A bright, smooth satin for evening wear and linings.', uses: 'evening dresses, scarves, linings', colours: ['WHT', 'CRM', 'PNK', 'LIL', 'RED', 'MRN', 'NVY', 'BLK', 'BTG', 'MST', 'SKY', 'CHC'] },
  { parentsSku: 'FS-DBY-510', name: 'Cotton Dobby Shirting 510', categoryId: 'FASHION', composition: '100% Cotton', weaving: 'Dobby', width: '58"/60"', gsm: 115, price: 130, intro: 'A fine shirting with a woven micro-pattern that reads as texture.', uses: 'dress shirts, blouses', colours: ['WHT', 'SKY', 'PNK', 'LIL', 'MNT', 'GRY'] },
  { parentsSku: 'FS-CRP-515', name: 'Moss Crepe 515', categoryId: 'FASHION', composition: '100% Polyester', weaving: 'Plain', width: '58"/60"', gsm: 160, price: 90, intro: 'A pebbly crepe that resists creasing and hangs beautifully.', uses: 'office wear, hijabs, skirts', colours: ['BLK', 'NVY', 'MRN', 'BTG', 'CHC', 'OFW', 'TRC', 'PNK'] },
  { parentsSku: 'UF-TC-601', name: 'TC Twill 601', categoryId: 'UNIFORM', composition: '65% Polyester 35% Cotton', weaving: 'Twill', width: '58"/60"', gsm: 210, price: 70, intro: 'The workhorse uniform twill: colourfast, easy-care and hard-wearing.', uses: 'work uniforms, school trousers, chef wear', colours: ['NVY', 'BLK', 'KHK', 'GRY', 'BRN', 'BTG', 'MRN', 'RYL'] },
  { parentsSku: 'UF-TC-602', name: 'TC Poplin 602', categoryId: 'UNIFORM', composition: '65% Polyester 35% Cotton', weaving: 'Plain', width: '58"/60"', gsm: 115, price: 55, intro: 'A smooth poplin that irons quickly and keeps its colour wash after wash.', uses: 'school shirts, nurse uniforms, corporate shirts', colours: ['WHT', 'SKY', 'RYL', 'PNK', 'MNT', 'NVY', 'BLK', 'CRM', 'GRY'] },
  { parentsSku: 'UF-GAB-605', name: 'Gabardine 605', categoryId: 'UNIFORM', composition: '100% Polyester', weaving: 'Twill', width: '58"/60"', gsm: 240, price: 85, intro: 'A steep, tight gabardine twill with a clean drape for tailored uniforms.', uses: 'uniform trousers, skirts, blazers', colours: ['NVY', 'BLK', 'CHC', 'GRY', 'KHK', 'BRN', 'BGE'] },
  { parentsSku: 'UF-OXF-610', name: 'CVC Oxford 610', categoryId: 'UNIFORM', composition: '60% Cotton 40% Polyester', weaving: 'Oxford', width: '58"/60"', gsm: 135, price: 95, intro: 'An oxford shirting that feels like cotton and cares like polyester.', uses: 'corporate shirts, polo-style uniforms', colours: ['WHT', 'SKY', 'PNK', 'GRY', 'MNT', 'NVY'] },
  { parentsSku: 'CT-VOI-199', name: 'Cotton Voile 199 (discontinued)', categoryId: 'COTTON', composition: '100% Cotton', weaving: 'Plain', width: '58"/60"', gsm: 75, price: 90, intro: 'A sheer voile, no longer woven.', uses: 'curtains, blouses', colours: ['WHT', 'PNK', 'SKY', 'MNT', 'LIL', 'CRM'], isActived: false },
];

const twillOf = (weaving: DemoParent['weaving']) => weaving === 'Twill';

function discriptionOf(p: DemoParent): string {
  return (
    `<p>${p.intro}</p>` +
    `<ul><li>Composition: ${p.composition}</li><li>Weave: ${p.weaving}</li><li>Width: ${p.width}</li>` +
    `<li>Weight: about ${p.gsm} g/m²</li><li>Good for: ${p.uses}</li></ul>` +
    `<p>Sold by the metre from our Bangkok warehouse; samples on request.</p>`
  );
}

/** A stable pseudo-random number in [0, 1) from a string, so stock figures are the same every seed. */
function unit(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10000) / 10000;
}

/** Runs `jobs` with at most `limit` at a time (sharp already uses the libuv pool; this keeps memory flat). */
async function pool<T>(jobs: Array<() => Promise<T>>, limit = 3): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]();
      }
    }),
  );
  return results;
}

/** SKU categories, parent SKUs with their colour SKUs and swatches, and product types. */
async function seedSkus(app: FastifyInstance, now: Date): Promise<void> {
  if ((await countParentSkus(app.db)) > 0) return;
  const save = (png: Promise<Buffer>) => png.then((b) => app.uploads.saveBuffer(b));

  // Categories are one table (migration 008): the six of the foundation seed are active; one more,
  // switched off, shows the flag at work (stored, on the admin screens, never public).
  await insertSkuCategories(app.db, DEMO_CATEGORIES.map((c) => ({ categoryId: c.categoryId, name: c.name, isActived: true })), now);
  await insertCategory(
    app.db,
    { categoryId: 'CLEARANCE', name: 'Clearance', discription: 'End-of-line fabrics from the year-end sale.', url: await save(fabricSwatch('#b3262e', '#e0676d')), isActived: false },
    now,
  );

  // One swatch per colour and weave, shared by every SKU of that colour and weave.
  const swatchKeys = [...new Set(PARENTS.flatMap((p) => p.colours.map((c) => `${c}:${twillOf(p.weaving)}`)))];
  const swatchUrls = await pool(
    swatchKeys.map((key) => () => {
      const [code, twill] = key.split(':') as [ColourCode, string];
      return save(fabricSwatch(COLOURS[code].base, COLOURS[code].thread, { size: 600, twill: twill === 'true' }));
    }),
  );
  const swatch = new Map(swatchKeys.map((k, i) => [k, swatchUrls[i]]));
  // Each parent shows one of its own colours, a different one from its neighbours where possible.
  const heroes = new Set<string>();
  const parentUrls = PARENTS.map((p) => {
    const keys = p.colours.map((c) => `${c}:${twillOf(p.weaving)}`);
    const hero = keys.find((k) => !heroes.has(k)) ?? keys[0];
    heroes.add(hero);
    return swatch.get(hero)!;
  });

  await insertParentSkus(
    app.db,
    PARENTS.map((p, i) => ({
      parentsSku: p.parentsSku,
      name: p.name,
      path: parentUrls[i],
      width: p.width,
      composition: p.composition,
      weaving: p.weaving,
      discription: discriptionOf(p),
      productType: 'FABRICS',
      categoryId: p.categoryId,
      isActived: p.isActived ?? true,
    })),
    now,
  );
  const skus: NewSku[] = PARENTS.flatMap((p) =>
    p.colours.map((code, i) => {
      const sku = `${p.parentsSku}-${code}`;
      const r = unit(sku);
      return {
        sku,
        name: COLOURS[code].name,
        path: swatch.get(`${code}:${twillOf(p.weaving)}`)!,
        article: `${p.parentsSku.split('-').pop()}-${String(i + 1).padStart(2, '0')}`,
        parentsSku: p.parentsSku,
        stock: r < 0.08 ? 0 : Math.round(20 + r * 780),
        marketPrices: p.price,
        categoryId: p.categoryId,
        isActived: !p.hidden?.includes(code),
      };
    }),
  );
  await insertSkus(app.db, skus, now);

  const [fabricsImage, interliningImage] = await Promise.all([
    save(fabricSwatch('#d9cdb4', '#9c8d6c', { size: 600, label: 'FABRICS' })),
    save(fabricSwatch('#eeeeea', '#c9c9c2', { size: 600, label: 'INTERLINING' })),
  ]);
  const fabrics = await insertProductType(app.db, { name: 'FABRICS', url: fabricsImage }, now);
  if (fabrics === 'duplicate') throw new Error('seed: product type FABRICS exists already');
  await insertProductType(app.db, { name: 'INTERLINING', url: interliningImage }, now);

  // The Product screen's construction and density of a few qualities (the sheets carry neither).
  const details = [
    { code: 'CT-POP-110', construction: '40x40', density: '133x72' },
    { code: 'LN-CTN-205', construction: '14x14', density: '52x52' },
    { code: 'DN-12OZ-301', construction: '7x7', density: '70x42' },
    { code: 'UF-TC-601', construction: '20x16', density: '120x60' },
  ];
  for (const d of details) await setParentDetails(app.db, d.code, d);
}

const SLIDES = [
  { title: 'New season linen, twelve colours in stock', colour: COLOURS.NAT, twill: false, isActived: true },
  { title: 'Denim from 8 oz stretch to 14 oz selvedge', colour: COLOURS.IND, twill: true, isActived: true },
  { title: 'Uniform fabrics ready to ship from Bangkok', colour: COLOURS.NVY, twill: true, isActived: true },
  { title: 'Year-end clearance (ended)', colour: COLOURS.RED, twill: false, isActived: false },
];

async function seedSliders(app: FastifyInstance, now: Date): Promise<void> {
  // Any slide, active or not: an admin who switched every slide off must not get the demo ones back.
  if ((await listAllSliders(app.db)).length > 0) return;
  const urls = await pool(SLIDES.map((s) => () => fabricBanner(s.colour.base, s.colour.thread, { width: 1600, height: 600, twill: s.twill }).then((b) => app.uploads.saveBuffer(b))));
  for (const [i, s] of SLIDES.entries()) {
    await insertSlider(app.db, { title: s.title, url: urls[i], isActived: s.isActived }, new Date(now.getTime() + i * 1000));
  }
}

const DAY = 86_400_000;

async function seedBlog(app: FastifyInstance, now: Date): Promise<void> {
  if ((await listBlogTypes(app.db)).length > 0) return;
  const image = (c: { base: string; thread: string }, twill = false) =>
    fabricBanner(c.base, c.thread, { width: 1200, height: 630, twill }).then((b) => app.uploads.saveBuffer(b));

  const [guideImage, newsImage] = await Promise.all(
    [COLOURS.SAG, COLOURS.MST].map((c) => fabricSwatch(c.base, c.thread, { size: 600 }).then((b) => app.uploads.saveBuffer(b))),
  );
  const guide = await insertBlogType(app.db, { name: 'Fabric Guide', url: guideImage }, now);
  const news = await insertBlogType(app.db, { name: 'News', url: newsImage }, now);
  const tags: Record<string, string> = {};
  for (const name of ['Cotton', 'Linen', 'Denim', 'Canvas', 'Uniform', 'Fabric care', 'Sewing tips']) {
    tags[name] = (await insertBlogTag(app.db, { name }, now))._id;
  }

  const posts = [
    {
      title: 'How to choose cotton poplin for shirts', subTitle: 'Yarn count, weight and finish explained in five minutes',
      type: guide, tags: ['Cotton', 'Sewing tips'], colour: COLOURS.SKY, twill: false,
      body: '<h2>Start with the weight</h2><p>For a dress shirt pick a poplin of 100 to 120 g/m²; under 100 g/m² it turns sheer in white.</p><h2>Check the yarn count</h2><ul><li><strong>40s</strong>: smooth and crisp, our <a href="/sub_product/CT-POP-110">CT-POP-110</a></li><li><strong>60s</strong>: silkier, creases faster</li></ul><p>Wash a 20 cm sample before cutting: good poplin shrinks less than 3%.</p>',
    },
    {
      title: 'Linen or linen-cotton: which wrinkles less?', subTitle: 'We washed both ten times and measured',
      type: guide, tags: ['Linen', 'Fabric care'], colour: COLOURS.NAT, twill: false,
      body: '<p>Pure linen creases, and that is part of its charm. A 55/45 linen-cotton keeps the look with about a third fewer creases.</p><ul><li>Iron linen while still damp.</li><li>Tumble-dry on low for a soft, relaxed finish.</li></ul><p>See <a href="/product/CATEGORY/LINEN">all linen qualities</a>.</p>',
    },
    {
      title: 'Denim weights explained: 8 oz to 14 oz', subTitle: 'What the ounces mean for fit, wear and sewing',
      type: guide, tags: ['Denim', 'Sewing tips'], colour: COLOURS.IND, twill: true,
      body: '<p>Denim weight is ounces per square yard. Light denim (under 10 oz) suits shirts and summer jeans; 12 to 14 oz is the classic jean.</p><ol><li>Use a size 100/16 jeans needle.</li><li>Lengthen the stitch to 3 mm on heavy weights.</li><li>Flat-fell the inside leg seams.</li></ol>',
    },
    {
      title: 'Caring for canvas bags and aprons', subTitle: 'Keep the colour deep and the shape firm',
      type: guide, tags: ['Canvas', 'Fabric care'], colour: COLOURS.KHK, twill: false,
      body: '<p>Wash canvas cold and inside out. Never wring it: roll it in a towel and dry it flat so it keeps its shape.</p><p>Waxed canvas is never machine-washed: brush it and re-wax it once a year.</p>',
    },
    {
      title: 'New colours in TC twill for school uniforms', subTitle: 'Royal blue and maroon join the range for next term',
      type: news, tags: ['Uniform', 'Cotton'], colour: COLOURS.RYL, twill: true,
      body: '<p>Our TC twill <a href="/sub_product/UF-TC-601">UF-TC-601</a> now comes in eight colours, with royal blue and maroon added for the new school year.</p><p>Bulk orders over 500 m ship within three working days.</p>',
    },
    {
      title: 'New arrivals: linen dobby and selvedge denim', subTitle: 'Two qualities our customers asked for',
      type: news, tags: ['Linen', 'Denim'], colour: COLOURS.RAW, twill: true,
      body: '<p>Linen dobby <a href="/sub_product/LN-DBY-215">LN-DBY-215</a> brings a subtle woven pattern; 14 oz selvedge denim <a href="/sub_product/DN-14OZ-310">DN-14OZ-310</a> is woven on shuttle looms.</p><p>Both are in stock at our Bangkok warehouse.</p>',
    },
  ];
  const urls = await pool(posts.map((p) => () => image(p.colour, p.twill)));
  for (const [i, p] of posts.entries()) {
    const createAt = new Date(now.getTime() - (posts.length - i) * 9 * DAY);
    await insertBlog(
      app.db,
      { title: p.title, subTitle: p.subTitle, url: urls[i], body: p.body, blogTypeId: p.type._id, blogTagId: p.tags.map((t) => tags[t]) },
      new Date(createAt.getTime() + 2 * DAY),
      createAt,
    );
  }
}

async function seedContactUs(app: FastifyInstance, now: Date): Promise<void> {
  if ((await listContactUs(app.db)).length > 0) return;
  const logo = await app.uploads.saveBuffer(await fabricSwatch('#2f4a72', '#9fb4d4', { size: 400, twill: true, label: 'Selvedge' }));
  await insertContactUs(
    app.db,
    {
      company: 'Selvedge Textile Co., Ltd.',
      address: '88/12 Soi Sukhumvit 101/1, Bang Chak, Phra Khanong, Bangkok 10260',
      location: 'https://www.google.com/maps/search/?api=1&query=13.6905,100.6083',
      telephone: '+66 2 398 1234',
      email: 'sales@selvedge.co.th',
      webSite: 'https://www.selvedge.co.th',
      url: logo,
      facebookPageName: 'Selvedge Fabrics',
      facebookPageLink: 'https://www.facebook.com/selvedgefabrics',
      lineId: '@selvedge',
      lineLink: 'https://line.me/R/ti/p/@selvedge',
      lazadaShopName: 'Selvedge Official Store',
      lazadaShopLink: 'https://www.lazada.co.th/shop/selvedge-fabrics',
      shopeeShopName: 'selvedge.fabrics',
      shopeeShopLink: 'https://shopee.co.th/selvedge.fabrics',
      tiktokShopName: '@selvedge.fabrics',
      tiktokShopLink: 'https://www.tiktok.com/@selvedge.fabrics',
    },
    now,
  );
}

/**
 * The storefront's demo catalogue. Each part runs only when its table is empty, so calling this
 * twice adds nothing; catalogue reads cached before the seed are dropped at the end.
 */
export async function seedCatalog(app: FastifyInstance): Promise<void> {
  const now = new Date(app.config.now());
  await seedSkus(app, now);
  await seedSliders(app, now);
  await seedBlog(app, now);
  await seedContactUs(app, now);
  app.publicCache.clear();
}
