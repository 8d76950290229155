import { afterAll, vi } from 'vitest';

/**
 * Each UI file starts as a browser would on a fresh visit. The ui project's workers run many files one
 * after another in one window (vitest.config.ts: isolate false, so React, MUI, react-admin and jsdom load
 * once per worker, not once per file). This setup file runs again before each file (Vitest re-runs setup
 * files), first, so ui-setup.ts's imports and the file's own come after it: the project's own modules
 * afresh, no stored data, no cookies, the address '/', an empty title, a plain <html> and <body>. The
 * styles MUI's Emotion put in <head> stay: Emotion, loaded once per worker, keeps them for every file.
 */
export function startAfresh() {
  vi.resetModules();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const node of [...document.head.childNodes]) if (!(node instanceof HTMLStyleElement && node.hasAttribute('data-emotion'))) node.remove();
  document.body.innerHTML = '';
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
}

startAfresh();
// What a file stubbed (a fetch, matchMedia) or faked (timers) ends with it.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
