/**
 * The current language (issue 19). English is the default and costs nothing; a Thai visitor's packs
 * load as a lazy chunk and swap the live text objects' values (see translation.ts) before anything
 * renders. The first locale comes from the URL (`?lang=th`), then the browser's remembered choice,
 * else English. The React root re-keys on the locale, so every screen reads the new texts.
 */
import { use, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

export type { Locale } from './locales';

/** The localStorage key of the remembered choice. */
export const LOCALE_KEY = 'selvedge_locale';
/** The query parameter naming a page's language in its public URL (`/contact?lang=th`). */
export const LOCALE_PARAM = 'lang';

/**
 * The storefront's texts beyond the first page's, each group a chunk of its Thai (src/i18n/th/), loaded
 * with the screens that read it (`useTexts`) rather than on the first page.
 */
export const TEXT_GROUPS = ['catalogue', 'pages', 'account', 'backOffice'] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

/**
 * How a section (the storefront core, the back-office chunk) puts its texts into a locale: the core
 * also loads `groups` (those asked for so far) when the locale needs them; the back-office has none.
 */
export type TextsApplier = (locale: Locale, groups: readonly TextGroup[]) => Promise<void>;

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
const chosenListeners = new Set<(locale: Locale) => void>();

/** The sections' appliers; the first is the storefront's and member pages' packs (core.ts, given by the entry). */
const appliers: TextsApplier[] = [];
let core: TextsApplier | null = null;

/** The entry gives the storefront's packs (core.ts) before initLocale; tests too. Once only. */
export function setCoreTexts(applier: TextsApplier): void {
  core = applier;
  if (!appliers.includes(applier)) appliers.unshift(applier);
}

/** Every group a screen has asked for (a switch loads them before the screens re-render), and those that have come. */
const wanted = new Set<TextGroup>();
/** While the server draws a page (src/entry-server.tsx): the groups its screens ask for. */
let drawing: Set<TextGroup> | null = null;
const ready = new Set<TextGroup>();
const pending = new Map<string, Promise<void>>();

/**
 * A screen's texts beyond the first page's: in a language other than English, suspends the screen (its
 * Suspense shows Loading) until the groups' chunk has come and been applied.
 */
export function useTexts(...groups: TextGroup[]): void {
  groups.forEach((g) => (wanted.add(g), drawing?.add(g)));
  if (current === DEFAULT_LOCALE || !core) return;
  // Kept once settled: a screen that suspended on it reads it again when it renders next.
  const key = current + groups.join();
  if (!pending.has(key)) {
    const missing = groups.filter((g) => !ready.has(g));
    if (!missing.length) return;
    pending.set(key, core(current, missing).then(() => missing.forEach((g) => ready.add(g))));
  }
  use(pending.get(key)!);
}

/** The server starts drawing a page: from now on, the groups its screens ask for are noted. */
export function startDrawing(): void {
  drawing = new Set();
}

/** The groups the page drawn since startDrawing asked for. */
export function drawnGroups(): TextGroup[] {
  const groups = [...(drawing ?? [])];
  drawing = null;
  return groups;
}

/** Groups a page is known to need (a server-drawn page names them): the starting locale loads them before the first render. */
export function wantTexts(groups: readonly string[]): void {
  for (const g of groups) if ((TEXT_GROUPS as readonly string[]).includes(g)) wanted.add(g as TextGroup);
}

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getLocale(): Locale {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current locale; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/** Runs `listener` when a person chooses a language with the switch (the member session saves it on the account). */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

let switching = 0;

async function apply(locale: Locale): Promise<boolean> {
  const mine = ++switching;
  const groups = [...wanted];
  await Promise.all(appliers.map((a) => a(locale, groups)));
  if (locale !== DEFAULT_LOCALE) groups.forEach((g) => ready.add(g));
  // A later switch began meanwhile: it wins (its texts are applied after ours).
  if (mine !== switching) return false;
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((l) => l());
  return true;
}

/** Keeps the page's URL naming its language (`?lang=th`; English has none), without a navigation. */
function syncUrl(locale: Locale) {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (locale === DEFAULT_LOCALE) url.searchParams.delete(LOCALE_PARAM);
  else url.searchParams.set(LOCALE_PARAM, locale);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}

/**
 * Switches the language: loads and swaps in its packs, remembers the choice in this browser, names it
 * in the URL and `<html lang>`, and tells subscribers (the root re-keys). `chosen` (the switch's own
 * call) also tells onLocaleChosen listeners, so a signed-in member's account keeps it.
 */
export async function setLocale(locale: Locale, { chosen = false }: { chosen?: boolean } = {}): Promise<void> {
  if (!(await apply(locale))) return;
  try {
    storage()?.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode's full storage: the choice lasts this page only.
  }
  syncUrl(locale);
  if (chosen) chosenListeners.forEach((l) => l(locale));
}

/** The locale a page starts in: `?lang=` in its URL, else the remembered choice, else English. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const fromUrl = new URLSearchParams(window.location.search).get(LOCALE_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  const stored = storage()?.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Before the first render (main.tsx awaits it): applies the starting locale, so no English flashes. */
export async function initLocale(): Promise<void> {
  const locale = initialLocale();
  if (locale === DEFAULT_LOCALE) {
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    return;
  }
  try {
    await apply(locale);
    // A `?lang=` link is a choice too: the next visit without it stays in that language.
    storage()?.setItem(LOCALE_KEY, locale);
  } catch {
    // The pack's chunk failed to load (offline): the page stays English rather than blank.
    if (typeof document !== 'undefined') document.documentElement.lang = DEFAULT_LOCALE;
  }
}

/**
 * A section's texts (the back-office chunk registers its packs here): applied at once for the current
 * locale and again on every later switch, before subscribers re-render.
 */
export async function registerTexts(applier: TextsApplier): Promise<void> {
  appliers.push(applier);
  await applier(current, []);
}

/** Tests only: back to English with no registered sections but the core. */
export async function resetLocaleForTests(): Promise<void> {
  appliers.splice(1);
  await setLocale(DEFAULT_LOCALE);
  storage()?.removeItem(LOCALE_KEY);
}
