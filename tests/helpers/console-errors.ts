import { format } from 'node:util';
import { captureOwnerStack } from 'react';

/**
 * console.error during a UI test fails the test (see ui-setup.ts). A test that provokes an error on
 * purpose declares it first: `expectConsoleError('A category named "Batik" already exists')`; errors
 * matching it are kept quiet, and the test fails if none came. (react-admin logs every error a data
 * provider call throws, outside production, so a test of a refused call declares the refusal.)
 */
type Pattern = RegExp | string;

/**
 * Known warnings of a library, not of this code: react-admin 5.15's inputs pass props of MUI 5 beside
 * the slotProps MUI 6+ reads, and MUI 9 no longer takes them, so they reach a DOM element and React names
 * them: `InputProps` (ResettableTextField, i.e. every TextInput; AutocompleteInput's text field) and
 * `inputRef` (BooleanInput's FormControlLabel). React logs each once, from whichever render comes first,
 * and the owner stack it gives varies with the machine's load (the input, our screen, or no component at
 * all), so these two are let through whoever rendered them. Our own code cannot pass them to a DOM
 * element unnoticed: TypeScript refuses either prop on one.
 */
const LIBRARY_PROPS = ['InputProps', 'inputRef'];
const libraryWarning = (text: string) => LIBRARY_PROPS.some((prop) => text.startsWith(`React does not recognize the \`${prop}\` prop on a DOM element`));

const original = console.error;
let logged: string[] = [];
let expected: Array<{ pattern: Pattern; seen: boolean }> = [];

const matches = (text: string, pattern: Pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));

/** Declares that this test logs a console.error matching `pattern` (a regular expression, or a part of the text). */
export function expectConsoleError(pattern: Pattern): void {
  expected.push({ pattern, seen: false });
}

export function consoleErrorsStart(): void {
  logged = [];
  expected = [];
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    // The components that rendered the element a React warning is about (React 19, development builds).
    const owners = captureOwnerStack() ?? '';
    if (libraryWarning(text)) return;
    const declared = expected.filter((e) => matches(text, e.pattern));
    for (const e of declared) e.seen = true;
    if (!declared.length) logged.push(owners ? `${text}\n  rendered by:${owners.split('\n').slice(0, 12).join('\n')}` : text);
  };
}

export function consoleErrorsCheck(): void {
  console.error = original;
  const unexpected = logged;
  const unseen = expected.filter((e) => !e.seen).map((e) => String(e.pattern));
  logged = [];
  expected = [];
  if (unexpected.length) {
    const shown = unexpected.map((t) => `  ${t.split('\n').slice(0, 20).join('\n    ')}`).join('\n');
    throw new Error(`console.error during the test (declare an expected one with expectConsoleError):\n${shown}`);
  }
  if (unseen.length) throw new Error(`the test declared a console.error that never came: ${unseen.join(', ')}`);
}
