import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes server/modules/location/sources/thailand-geography.json, the second source of the Thai address
 * master data (issue 17 §4), from a checkout of thailand-geography-data/thailand-geography-json (MIT):
 *
 *   npx tsx scripts/thai-geography-extract.ts <checkout> <commit>
 *
 * It keeps what the cross-check reads, in rows rather than objects (a fifth of the size): provinces
 * [code, Thai, English], districts [code, Thai, English], subdistricts [code, Thai, English, postcode].
 * A district's province is its code / 100, a subdistrict's district its code / 100.
 */
const [dir, commit] = process.argv.slice(2);
if (!dir || !commit) throw new Error('usage: tsx scripts/thai-geography-extract.ts <checkout of thailand-geography-json> <its commit>');

interface Row {
  provinceCode: number;
  provinceNameTh?: string;
  provinceNameEn?: string;
  districtCode?: number;
  districtNameTh?: string;
  districtNameEn?: string;
  subdistrictCode?: number;
  subdistrictNameTh?: string;
  subdistrictNameEn?: string;
  postalCode?: number;
}
const read = (name: string) => JSON.parse(readFileSync(join(dir, 'src', `${name}.json`), 'utf8')) as Row[];
const text = (s: string | undefined) => (s ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');

const data = {
  source: 'https://github.com/thailand-geography-data/thailand-geography-json',
  commit,
  license: readFileSync(join(dir, 'LICENSE'), 'utf8').trim(),
  provinces: read('provinces').map((p) => [p.provinceCode, text(p.provinceNameTh), text(p.provinceNameEn)]),
  districts: read('districts').map((d) => [d.districtCode, text(d.districtNameTh), text(d.districtNameEn)]),
  subdistricts: read('subdistricts').map((s) => [s.subdistrictCode, text(s.subdistrictNameTh), text(s.subdistrictNameEn), String(s.postalCode ?? '')]),
};
const out = join(import.meta.dirname, '..', 'server', 'modules', 'location', 'sources', 'thailand-geography.json');
// One row a line: a reviewable diff when the source is updated.
const rows = (list: unknown[]) => list.map((r) => `    ${JSON.stringify(r)}`).join(',\n');
writeFileSync(
  out,
  `{
  "source": ${JSON.stringify(data.source)},
  "commit": ${JSON.stringify(data.commit)},
  "license": ${JSON.stringify(data.license)},
  "provinces": [
${rows(data.provinces)}
  ],
  "districts": [
${rows(data.districts)}
  ],
  "subdistricts": [
${rows(data.subdistricts)}
  ]
}
`,
);
console.log(`${out}: ${data.provinces.length} provinces, ${data.districts.length} districts, ${data.subdistricts.length} subdistricts`);
