import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * DESIGN §1's layout rules fail `npm run lint`: each case lints a small file as if it sat at the given
 * path in this repository (its imports resolve against the real tree), through eslint.config.js.
 */
const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('npm run lint enforces the layout (DESIGN §1)', () => {
  it('refuses src importing server', async () => {
    const found = await problems('src/x.ts', "import { buildApp } from '../server/app.js';\nexport const app = buildApp;\n");
    expect(found).toEqual([expect.stringMatching(/^layout\/no-restricted-paths: .*src \(browser code\) never imports server/)]);
  });

  it('refuses server importing anything of src but src/contract', async () => {
    const found = await problems('server/x.ts', "import { messages } from '../src/messages.js';\nexport const m = messages;\n");
    expect(found).toEqual([expect.stringMatching(/^layout\/no-restricted-paths: .*server imports only src\/contract/)]);
    expect(await problems('server/x.ts', "import { serverMessages } from '../src/contract/texts.js';\nexport const m = serverMessages;\n")).toEqual([]);
  });

  it('refuses server importing scripts', async () => {
    const found = await problems('server/x.ts', "import '../scripts/db.js';\n");
    expect(found).toEqual([expect.stringMatching(/^layout\/no-restricted-paths: .*server does not import scripts/)]);
  });

  it("refuses a back-office resource importing another resource's folder, not the kit", async () => {
    const found = await problems('src/admin/category/X.tsx', "import { ProductSkuList } from '../productSku/ProductSkuList';\nexport const L = ProductSkuList;\n");
    expect(found).toEqual([expect.stringMatching(/^layout\/no-restricted-paths: .*src\/admin\/category is one resource/)]);
    expect(await problems('src/admin/category/X.tsx', "import { AdminList } from '../common/AdminList';\nexport const L = AdminList;\n")).toEqual([]);
  });

  it('refuses the shared kit importing a resource', async () => {
    const found = await problems('src/admin/common/X.ts', "import blog from '../blog/index';\nexport const b = blog;\n");
    expect(found).toEqual([expect.stringMatching(/^layout\/no-restricted-paths: .*src\/admin\/common is shared/)]);
  });

  it("refuses a server area importing another area's routes or queries, not its reads.ts", async () => {
    const routes = await problems('server/modules/seo/x.ts', "import { blogRoutes } from '../blog/routes.js';\nexport const r = blogRoutes;\n");
    expect(routes).toEqual([expect.stringMatching(/^layout\/no-restricted-paths: .*server\/modules\/seo is one resource/)]);
    const queries = await problems('server/modules/blog/x.ts', "import { listAllSliders } from '../slider/queries.js';\nexport const q = listAllSliders;\n");
    expect(queries).toEqual([expect.stringMatching(/^layout\/no-restricted-paths: /)]);
    expect(await problems('server/modules/seo/x.ts', "import { blogIndex } from '../blog/reads.js';\nexport const r = blogIndex;\n")).toEqual([]);
  });

  it('refuses an import that does not resolve, so no path slips past the rules above', async () => {
    const found = await problems('src/x.ts', "import { nothing } from '../server/no-such-file.js';\nexport const n = nothing;\n");
    expect(found).toContainEqual(expect.stringMatching(/^layout\/no-unresolved: /));
  });

  it('refuses fetch and XMLHttpRequest in browser code outside src/api', async () => {
    const found = await problems('src/store/x.ts', "export const get = () => fetch('/api/x');\nexport const put = () => new window.XMLHttpRequest();\n");
    expect(found).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*one HTTP client/),
      expect.stringMatching(/^no-restricted-properties: .*one HTTP client/),
    ]);
    expect(await problems('src/api/x.ts', "export const get = () => fetch('/api/x');\n")).toEqual([]);
  });

  it('applies the React hooks rules', async () => {
    const found = await problems('src/ui/X.tsx', "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n");
    expect(found).toContainEqual(expect.stringMatching(/^react-hooks\/rules-of-hooks: /));
  });
});
