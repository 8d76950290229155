import { describe, expect, it } from 'vitest';
import { FIRST_STATE_ID } from '../../src/contract/routes.js';
import { htmlEncoding, withFirstHtml } from '../../server/plugins/spa.js';

/**
 * How a server-drawn page goes into the built index.html (server/plugins/spa.ts): the page in place of
 * the app shell, its state as a JSON block no record's text can end early, the picture preloads React
 * writes up into the head, and the scripts asked for only after the first paint.
 */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Selvedge</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/texts-ghi.js">
  </head>
  <body>
    <div id="root"><!--app--><div class="shell-top"></div><!--/app--></div>
  </body>
</html>`;

const page = {
  styles: '<style data-emotion="css-global 1abc">body{margin:0}</style><style data-emotion="css x1 x2">.css-x1{color:red}.css-x2{margin:0}</style>',
  html: '<link rel="preload" as="image" imageSrcSet="/uploads/a-w400.webp 400w" fetchPriority="high"/><main><h1>Cotton Oxford 120</h1></main>',
  state: { answers: { '["/product_sku/x",null]': [{ name: '</script><script>alert(1)</script>\u2028' }] }, texts: ['catalogue'], parts: ['ColourPrice'] },
};

describe('withFirstHtml', () => {
  const html = withFirstHtml(BUILT, page, FIRST_STATE_ID);

  it('puts the page in place of the app shell', () => {
    expect(html).toContain('<div id="root"><main><h1>Cotton Oxford 120</h1></main></div>');
    expect(html).not.toContain('shell-top');
  });

  it('puts the page’s styles in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(page.styles);
  });

  it('holds the first paint until the whole page is read: the head expects the JSON block, the body’s last element', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${FIRST_STATE_ID}" blocking="render" />`);
    expect(html.slice(html.indexOf(`id="${FIRST_STATE_ID}"`))).toMatch(/^[^<]*<\/script>\s*<\/body>/);
  });

  it('moves the picture preloads React writes ahead of the page into the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" imageSrcSet="/uploads/a-w400.webp 400w" fetchPriority="high"/>');
    expect(html.slice(html.indexOf('<body>'))).not.toContain('rel="preload"');
  });

  it('sends the state as JSON that no text in it can end early, and that reads back the same', () => {
    const block = new RegExp(`<script type="application/json" id="${FIRST_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1])).toEqual(page.state);
    // The only script tags: the loader and the JSON block (the record's text is in neither as markup).
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script defer src="/after-paint.js" data-entry="/assets/index-abc.js">`, `<script type="application/json" id="${FIRST_STATE_ID}">`]);
  });

  it('keeps the entry and its modulepreloads for after the first paint: the loader names the entry, a template holds the links', () => {
    expect(html).not.toContain('<script type="module"');
    const template = /<template id="after-paint-links">([\s\S]*?)<\/template>/.exec(html);
    expect(template?.[1]).toBe('<link rel="modulepreload" crossorigin href="/assets/vendor-def.js"><link rel="modulepreload" crossorigin href="/assets/texts-ghi.js">');
    expect(html.replace(template![0], '')).not.toContain('modulepreload');
  });
});

describe('htmlEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(htmlEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(htmlEncoding('gzip, deflate')).toBe('gzip');
    expect(htmlEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(htmlEncoding('identity')).toBeNull();
    expect(htmlEncoding('')).toBeNull();
  });
});
