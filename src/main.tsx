import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppShell } from './AppShell';
import { FIRST_STATE_ID, type FirstState } from './contract/routes';
import { coreTexts } from './i18n/core';
import { getLocale, initLocale, setCoreTexts, useLocale, wantTexts } from './i18n/locale';
import { seedResults } from './store/useApi';
import { loadParts, whenPartsDrawn } from './ui/lazyWithTimeout';

/**
 * `<html data-app="started">` once the app has drawn or hydrated its first screen, the parts React
 * hydrates after the rest included: from then on it answers clicks and typing (a server-drawn page is
 * on screen before; the e2e helpers wait for this).
 */
function markStarted() {
  void whenPartsDrawn(first?.parts ?? []).then(() => {
    document.documentElement.dataset.app = 'started';
  });
}

/** Everything under the theme re-mounts when the language changes, so every screen reads the new texts. */
function LocaleRoot() {
  const locale = useLocale();
  useEffect(markStarted, []);
  return (
    <BrowserRouter key={locale}>
      <App />
    </BrowserRouter>
  );
}

setCoreTexts(coreTexts);
const container = document.getElementById('root')!;
const tree = (
  <AppShell>
    <LocaleRoot />
  </AppShell>
);
// The page's first HTML, when the server drew it (server/plugins/spa.ts): what it was drawn with, and in which language.
const firstState = document.getElementById(FIRST_STATE_ID);
const drawnIn = document.documentElement.lang;
const first = firstState ? (JSON.parse(firstState.textContent ?? '{}') as FirstState) : null;
// Its screens' texts come with the starting language's, so hydrating waits on none of them.
if (first) wantTexts(first.texts);
// The starting language's texts are in place before the first render (no English flash for a Thai visitor),
// and so is the code of the lazy parts the server drew: hydrating then takes the whole page at once (a
// part whose code was missing would stay plain HTML, deaf to taps, after the page counts as started).
// In a task of its own: the modules' evaluation (React's, MUI's, the app's) is already one long task, and
// the parts' imports and the first render's start need not lengthen it (a phone answers a tap in between).
setTimeout(start);

function start() {
  void Promise.all([initLocale(), first && loadParts(first.parts).catch(() => undefined)]).then(hydrateOrRender);
}

function hydrateOrRender() {
  // The server drew the page in the URL's language; a visitor whose remembered language differs gets
  // the page drawn anew in theirs.
  const hydrate = first !== null && getLocale() === drawnIn;
  if (hydrate) seedResults(first.answers);
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking
  // the main thread for its whole length (a phone stays responsive while the page builds).
  startTransition(() => {
    if (hydrate) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
}
