/**
 * One place for each text, in two languages (issue 19). Every text object stays where it is (English,
 * spec.md's wording verbatim); a locale's pack gives the same object again in that language, typed by
 * `Translation<typeof texts>` so a missing key or a function with other arguments fails the type check.
 * Switching language swaps the live objects' values (`swapTexts`), so components keep reading
 * `messages.login` and the like, and switching back restores the English exactly.
 */
export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFn = (...args: any[]) => unknown;

/** The same shape as T, every string a string and every text function one with the same arguments. */
export type Translation<T> = T extends string
  ? string
  : T extends AnyFn
    ? (...args: Parameters<T>) => (ReturnType<T> extends string ? string : ReturnType<T>)
    : T extends readonly unknown[]
      ? { [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { [K in keyof T]: Translation<T[K]> }
        : T;

const english = new WeakMap<object, Record<string, unknown>>();

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * Puts `values` (a locale's texts, or null for English) into the live text object `live`, deep.
 * The first swap keeps a copy of the English, so switching back restores it exactly.
 */
export function swapTexts<T extends object>(live: T, values: Translation<T> | null): void {
  const target = live as unknown as Record<string, unknown>;
  if (!english.has(live)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(target)) copy[key] = target[key];
    english.set(live, copy);
  }
  const source = (values ?? english.get(live)) as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const next = source[key];
    const current = target[key];
    if (isPlainObject(current) && isPlainObject(next) && typeof current !== 'function') {
      swapTexts(current, values === null ? null : (next as never));
    } else {
      target[key] = next;
    }
  }
}
