import { join } from 'node:path';
import type { E2EServer } from '../e2e/global-setup.js';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { TOKEN_KEYS } from '../../src/api/tokens.js';
import { FIRST_STATE_ID } from '../../src/contract/routes.js';
import { LOCALE_PARAM } from '../../src/i18n/locale.js';
import { storeTextsTh } from '../../src/i18n/th/store.js';
import { storeTexts } from '../../src/store/texts.js';

/** Flags that keep Debian's Chromium quiet on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * This worker's server and its data directory: the e2e global setup starts one per worker, so files
 * run side by side never see each other's records. `const { baseURL, dataDir } = e2eServer();`
 */
export function e2eServer(): E2EServer {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
}

/**
 * The file's Chromium, for its tests: before the first, connects to the one the e2e global setup
 * launched for the whole run (or, run outside it, launches its own); after the last, lets go of it,
 * which closes every context the file opened. Call once at the top of a file: `const browser = useBrowser();`
 * then `browser().newContext(...)` in the tests.
 *
 * `{ reducedMotion: 'reduce' }` opens every context of the file as a visitor who asked their system for
 * less motion (index.html then ends CSS transitions at once): the scans (axe, stored XSS) use it, so
 * they read each dialog at rest without waiting out its fade. The journeys keep full motion.
 */
export function useBrowser({ reducedMotion }: Pick<BrowserContextOptions, 'reducedMotion'> = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const endpoint = inject('browserWSEndpoint');
    browser = endpoint ? await chromium.connect(endpoint) : await launchChromium();
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options?: BrowserContextOptions) => {
      const context = await newContext({ ...options, reducedMotion: options?.reducedMotion ?? reducedMotion });
      if (options?.javaScriptEnabled !== false) {
        const newPage = context.newPage.bind(context);
        context.newPage = async () => untilAppStarted(await newPage());
      }
      return context;
    };
    // Browser.newPage opens its page through this.newContext, so its pages are these too.
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is there from beforeAll on');
    return browser;
  };
}

/**
 * A server-drawn page (the fabric pages, server/plugins/spa.ts) is on screen before its scripts run, and
 * a click then would fall on plain HTML: the page's goto and reload also wait until the app has started
 * (src/main.tsx's `<html data-app="started">`), as a visitor's first tap waits for a page that answers.
 */
function untilAppStarted(page: Page): Page {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Awaited<ReturnType<Page['goto']>>>;
    (page as unknown as Record<typeof name, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction((id) => !document.getElementById(id) || document.documentElement.dataset.app === 'started', FIRST_STATE_ID);
      return response;
    };
  }
  return page;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Fails the test on any page error or console error the test did not expect. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Records the message of every browser dialog (alert, confirm) and answers it, so a test can insist on what it saw. */
export function recordDialogs(page: Page, answer: 'accept' | 'dismiss' = 'dismiss'): string[] {
  const messages: string[] = [];
  page.on('dialog', (d) => {
    messages.push(d.message());
    void (answer === 'accept' ? d.accept() : d.dismiss());
  });
  return messages;
}

/** Signs in through /admin_login as the seeded demo admin and waits for /admin. */
export async function loginAsDemoAdmin(page: Page, baseURL: string): Promise<void> {
  const { DEMO_ADMIN } = await import('../../server/db/seed/foundation.js');
  await page.goto(`${baseURL}/admin_login`);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseURL}/admin`);
}

/** What a browser context starts with stored (cookies, localStorage per origin). */
export type StorageState = Exclude<NonNullable<BrowserContextOptions['storageState']>, string>;

type CountingWindow = Window & { __pendingRequests?: number; __quietFrames?: number };

/** Code a page is still downloading (scripts and style sheets: a lazy screen's chunk, its CSS), per page, for `whenQuiet`. */
const loadingCode = new WeakMap<Page, { pending: Set<Request>; drained: Array<() => void> }>();
const CODE = new Set(['script', 'stylesheet']);

function trackCode(page: Page): void {
  if (loadingCode.has(page)) return;
  const state = { pending: new Set<Request>(), drained: [] as Array<() => void> };
  loadingCode.set(page, state);
  const done = (r: Request) => {
    if (!state.pending.delete(r) || state.pending.size) return;
    for (const resolve of state.drained.splice(0)) resolve();
  };
  page.on('request', (r) => {
    if (CODE.has(r.resourceType())) state.pending.add(r);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Counts, in every page of `context` from its next document on, the calls (fetch and XMLHttpRequest)
 * the page has made and not yet had answered (a fetch counts until its body has come, which is when the
 * app can read it), and the scripts and style sheets it is still downloading (a lazy screen's code is
 * not a call: a dynamic import), for `whenQuiet`.
 */
export async function countRequests(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) trackCode(page);
  context.on('page', trackCode);
  await context.addInitScript(() => {
    const w = window as CountingWindow;
    w.__pendingRequests = 0;
    const done = () => void (w.__pendingRequests! -= 1);
    const fetch = window.fetch;
    window.fetch = function (...args: Parameters<typeof fetch>) {
      w.__pendingRequests! += 1;
      const answer = fetch.apply(this, args);
      // Done once the whole body has come (or the call failed), not at the headers: the app reads the body next.
      answer.then((r) => r.clone().arrayBuffer()).then(done, done);
      return answer;
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args: Parameters<typeof send>) {
      w.__pendingRequests! += 1;
      this.addEventListener('loadend', done, { once: true });
      return send.apply(this, args);
    };
  });
}

/**
 * Waits until the page is at rest: none of its calls unanswered and no script or style sheet still
 * downloading (`countRequests`), no skeleton or spinner (MUI's, the storefront's `.sv-skel`, the
 * Suspense fallback's `Loading`), and, when asked, no transition or animation running and every
 * picture it has asked for loaded or failed; all of it on two animation frames in a row (a call a
 * render starts goes out by the next frame). A lazy screen renders after its chunk has come, which no
 * call counts: its download is watched from the test's side (the page's network events) and the page
 * is asked again once it is in.
 */
export async function whenQuiet(page: Page, { transitions = false, pictures = false } = {}): Promise<void> {
  const code = loadingCode.get(page);
  if (!code || !(await page.evaluate(() => typeof (window as CountingWindow).__pendingRequests === 'number'))) {
    throw new Error('whenQuiet(): call countRequests(context) before the page opens and loads');
  }
  for (;;) {
    await page.waitForFunction(
      ({ transitions, pictures }) => {
        const w = window as CountingWindow;
        const moving = transitions && document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        const loading = pictures && [...document.images].some((img) => !img.complete && img.loading !== 'lazy');
        const placeholder = document.querySelector('.MuiSkeleton-root, .sv-skel, .MuiCircularProgress-root');
        const quiet = w.__pendingRequests === 0 && !placeholder && !moving && !loading;
        w.__quietFrames = quiet ? (w.__quietFrames ?? 0) + 1 : 0;
        return w.__quietFrames >= 2;
      },
      { transitions, pictures },
    );
    await page.evaluate(() => void ((window as CountingWindow).__quietFrames = 0));
    if (!code.pending.size) return;
    // Code still coming: once it is in, what it renders (and the calls that starts) must settle too.
    await new Promise<void>((resolve) => code.drained.push(resolve));
  }
}

/**
 * Goes to `path` inside the app already loaded in `page`, as its own links do (history and the
 * router's popstate), without loading the page again.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/**
 * The demo admin's signed-in browser state (what /admin_login leaves in localStorage), from one call
 * to the login API: open a context with it (`browser.newContext({ storageState })`) and the admin
 * screens open signed in, without a login page per test. The cookie choice is stored too.
 */
export async function demoAdminState(baseURL: string): Promise<StorageState> {
  const { DEMO_ADMIN } = await import('../../server/db/seed/foundation.js');
  const home = await fetch(`${baseURL}/`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF cookie from /');
  const r = await fetch(`${baseURL}/api/admin/admin_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (!r.ok) throw new Error(`admin_login: ${r.status} ${await r.text()}`);
  const { token, result } = (await r.json()) as { token: string; result: unknown };
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: TOKEN_KEYS.admin, value: token },
          { name: 'selvedge-admin-profile', value: JSON.stringify(result) },
          { name: 'cookieConsent', value: 'true' },
        ],
      },
    ],
  };
}

let adminState: Promise<StorageState> | undefined;

/**
 * The demo admin's signed-in state for this file's tests (`demoAdminState`, asked for once): a test
 * opens the back-office with `browser.newPage({ viewport, storageState: await signedInAdmin(baseURL) })`.
 */
export function signedInAdmin(baseURL: string): Promise<StorageState> {
  adminState ??= demoAdminState(baseURL);
  return adminState;
}

/** The demo admin's token in `signedInAdmin`, for calls a test makes itself. */
export async function signedInAdminToken(baseURL: string): Promise<string> {
  const stored = (await signedInAdmin(baseURL)).origins.flatMap((o) => o.localStorage);
  return stored.find((e) => e.name === TOKEN_KEYS.admin)!.value;
}

/**
 * Every JS file (as a path under `distDir`, the built site the server serves) a phone-sized page
 * downloads visiting `url` until the after-load parts have come (the top bar's shop links and the
 * cookie banner, each in chunks of their own, fetched once the page has loaded and the browser idles;
 * the route hints load with the page) and then no request is left in flight: what the storefront's
 * 150 kB budget counts. A `?lang=th` URL waits for those parts in Thai (its texts' chunk included).
 */
export async function jsOfVisit(browser: Browser, url: string, distDir = 'dist'): Promise<string[]> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    const inFlight = new Set<Request>();
    let drained = () => {};
    const done = (r: Request) => {
      inFlight.delete(r);
      if (!inFlight.size) drained();
    };
    page.on('request', (r) => inFlight.add(r));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.add(join(distDir, path));
    });
    const texts = new URL(url).searchParams.get(LOCALE_PARAM) === 'th' ? storeTextsTh : storeTexts;
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('navigation', { name: texts.ourShops }).getByRole('link').first().waitFor();
    await page.getByRole('region', { name: texts.cookieRegion }).waitFor();
    await page.waitForLoadState('networkidle');
    // networkidle may have come before the after-load parts asked for their code: wait until what they asked for has come too.
    if (inFlight.size) await new Promise<void>((resolve) => (drained = resolve));
    return [...files];
  } finally {
    await context.close();
  }
}
