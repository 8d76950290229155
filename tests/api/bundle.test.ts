import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ensureBuild } from '../../server/build.js';
import { initialChunks, lazyChunks } from '../../scripts/bundle-size.js';
import { onPostgres } from '../helpers/pg.js';

// The built JS does not depend on the database: the api-pg run (tests/helpers/pg.ts) leaves it to the api run.
describe.skipIf(onPostgres)('built assets', () => {
  it('keeps react-admin out of the JS that / loads and inside the admin chunk', () => {
    ensureBuild();
    expect(existsSync('dist/index.html')).toBe(true);
    const marker = /RaLayout|ra\.action\.delete/;
    const initial = initialChunks();
    for (const file of initial) expect(marker.test(readFileSync(file, 'utf8')), file).toBe(false);
    const admin = lazyChunks('AdminApp');
    expect(admin.some((file) => marker.test(readFileSync(file, 'utf8')))).toBe(true);
  }, 180_000);
});
