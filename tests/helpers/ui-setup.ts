import '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleErrorsCheck, consoleErrorsStart } from './console-errors.js';
import { fasterComputedStyles, fasterLabelControl } from './jsdom-styles.js';

// findBy*/waitFor wait up to 20 s (1 s by default): a ceiling for what never comes, not a wait: the suite runs beside the API tests on two cores,
// where a screen that types into debounced searches can take longer than a second to settle.
configure({ asyncUtilTimeout: 20_000 });

// A query that finds nothing throws an error holding the whole page, printed (Testing Library's default).
// Inside findBy*/waitFor each try that fails throws one, and each is dropped at the next try: printing the
// back office's page took a seventh of a UI file's CPU. There the error is only the message; when the wait
// gives up, waitFor's onTimeout asks for the error again, outside the tries, and that one shows the page.
// (`_disableExpensiveErrorDiagnostics` is the flag Testing Library sets around each try; its role queries read it too.)
const printedError = getConfig().getElementError;
const trying = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) => {
    if (!trying()) return printedError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// A console.error during a UI test (a React warning: act(), keys, a prop type; an uncaught render error)
// fails it, unless the test declared it with expectConsoleError. Registered before cleanup's hook: after
// hooks run in reverse, so what unmounting logs is counted too.
beforeEach(consoleErrorsStart);
afterEach(consoleErrorsCheck);
afterEach(() => cleanup());
// A test's stand-in for fetch (tests/helpers/fakeApi.ts, or its own) ends with it: each file stubs it before each test.
afterEach(() => {
  vi.unstubAllGlobals();
});

fasterComputedStyles(window);
fasterLabelControl();

// jsdom has no scrolling: react-admin's Pagination scrolls to the top on a page change (issue 17 §1).
window.scrollTo = () => {};

// React's development build (the one act() needs) records an owner stack for each element it creates, up to
// 10,000 between commits: an Error captured for its stack and a console.createTask. They only say where a
// warning's component was created, in its message; the warning itself (which fails the test, above) comes
// all the same. Holding the count at the ceiling makes React use its shared "unknown owner" stack instead:
// MemberAddress and ContactListScreen took 36-41 s of CPU instead of 45-46 (four alternating runs).
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => {}, configurable: true });
