/**
 * The server's drawing of a public page's first HTML (server/plugins/spa.ts, built by `vite build --ssr`
 * into dist/.ssr/): the same components as the browser, given the same answers the page's first render
 * asks for (preloadRoute's calls, answered by the server's own routes in-process), so a phone shows the
 * page, its main picture included, before any script has run, and the browser then hydrates it instead
 * of drawing it again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { AppShell } from './AppShell';
import { setTransport } from './api/client';
import { coreTexts } from './i18n/core';
import { drawnGroups, getLocale, setCoreTexts, setLocale, startDrawing, type Locale } from './i18n/locale';
import type { FirstState } from './contract/routes';
import { preloadRoute } from './store/routeData';
import { clearResults, seedResults, settledResults } from './store/useApi';
import { DrawingAfterLoad } from './store/usePageLoaded';
import { drawnParts, startDrawingParts } from './ui/lazyWithTimeout';

setCoreTexts(coreTexts);

export interface FirstHtml {
  /** The page's HTML, to go inside `<div id="root">`. */
  html: string;
  /** Its styles, for the head: emotion's `<style>` tags, which the browser's emotion takes over as they are. */
  styles: string;
  /** What it was drawn with, for the browser's first render. */
  state: FirstState;
}

/** A prerendered page's HTML, whole. */
async function read(stream: AsyncIterable<string | Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The longest one drawing may take (they take ~30-100 ms). */
const DRAWING_LIMIT_MS = 10_000;

/** How React marks a part of the page that was still waiting when the HTML was written. */
const PENDING = '<template id="B:';

/**
 * Emotion's cache for one drawing, in its "compat" mode: the styles the page's components insert are
 * kept (in insertion order, which MUI's overrides rely on) instead of written as a `<style>` beside
 * each component, so the page's markup stays markup and its CSS goes to the head in a few tags.
 */
function stylesCache(): { cache: EmotionCache; tags: () => string } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const styleTags = () => {
    const ids: string[] = [];
    const rules: string[] = [];
    const globals: string[] = [];
    for (const name of order) {
      const inserted = cache.inserted[name];
      if (typeof inserted !== 'string') continue;
      // No `<` ends the tag early (a record's text in a style, say): CSS reads `\3c ` as the same character.
      const css = inserted.replace(/</g, '\\3c ');
      // A component's class (or its keyframes) goes in the one tag the browser's cache reads back; a
      // Global's rules (CssBaseline, the storefront's styles) in the tag its Global component looks for.
      if (css.startsWith(`.${cache.key}-${name}`) || css.startsWith('@keyframes')) {
        ids.push(name);
        rules.push(css);
      } else globals.push(`<style data-emotion="${cache.key}-global ${name}" data-s="">${css}</style>`);
    }
    // `data-s`: already where the browser's emotion keeps its sheets (it moves unmarked ones into the
    // head, and a moved <style> is parsed and applied again).
    return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${rules.join('')}</style>`;
  };
  return { cache, tags: styleTags };
}

/** Draws `url` with `cache` collecting its styles; `afterLoad`: as it stands once loaded (src/store/usePageLoaded.ts). */
async function draw(url: string, cache: EmotionCache, afterLoad = false): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <DrawingAfterLoad.Provider value={afterLoad}>
        <AppShell>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </AppShell>
      </DrawingAfterLoad.Provider>
    </CacheProvider>,
    {
      // Written whole: a large part is otherwise split out, to be swapped in by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that never comes would hold up every page after it (they are drawn one at a time): the
      // drawing stops, its unfinished parts count as still waiting, and the browser draws the page.
      signal: AbortSignal.timeout(DRAWING_LIMIT_MS),
      onError: (error) => console.error('drawing', url, error),
    },
  );
  return read(prelude);
}

// The language's texts and the stored answers are the module's own (as in a browser tab), so pages
// are drawn one at a time.
let queue: Promise<unknown> = Promise.resolve();

/** Draws `url` (path and query) in `locale`, asking the page's calls through `send`. */
export function renderPage(url: string, locale: Locale, send: typeof fetch): Promise<FirstHtml> {
  const turn = queue.then(async () => {
    setTransport(send);
    if (getLocale() !== locale) await setLocale(locale);
    clearResults();
    const { pathname, search } = new URL(url, 'http://localhost');
    preloadRoute(pathname, search);
    const answers = await settledResults();
    seedResults(answers);
    // A part that waits for code or texts not loaded yet (a lazy screen, the Thai catalogue texts) comes
    // out as a fallback with an inline script to swap it in, which the site's CSP refuses: once they
    // have loaded, the page is drawn again, whole.
    startDrawing();
    startDrawingParts();
    let styles = stylesCache();
    let html = await draw(url, styles.cache);
    for (let again = 0; html.includes(PENDING) && again < 3; again++) {
      styles = stylesCache();
      html = await draw(url, styles.cache);
    }
    if (html.includes(PENDING)) throw new Error(`${url}: parts of the page still wait after three drawings`);
    const texts = drawnGroups();
    const parts = drawnParts();
    // Drawn again as it stands once loaded (the top bar, the cookie banner, a list's filters), for the
    // styles of those parts only: the page's HTML, texts and parts are the first drawing's. Without
    // them, a phone compiled and inserted ~110 CSS rules in the tasks that show those parts (~40 ms).
    await draw(url, styles.cache, true);
    clearResults();
    return { html, styles: styles.tags(), state: { answers, texts, parts } };
  });
  queue = turn.catch(() => undefined);
  return turn;
}
