import { useSyncExternalStore } from 'react';
import { SAMPLES_MAX } from '../../contract/contactForm';

/** A colour in the sample basket: enough to show it (code, name, photo) and link back to its fabric. */
export interface BasketItem {
  sku: string;
  name: string;
  path: string;
  parentsSku: string;
}

const KEY = 'selvedge.sampleBasket';
const EMPTY: readonly BasketItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly BasketItem[] } = { raw: null, items: EMPTY };

const isItem = (v: unknown): v is BasketItem =>
  typeof v === 'object' && v !== null && ['sku', 'name', 'path', 'parentsSku'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string') && (v as BasketItem).sku !== '';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage switched off: the basket lives only as long as the page
  }
}

let memory: string | null = null;

/** The basket as kept in this browser (localStorage; anything unreadable counts as empty), the same array while unchanged. */
function read(): readonly BasketItem[] {
  const raw = storage()?.getItem(KEY) ?? memory;
  if (raw === cached.raw) return cached.items;
  let items: readonly BasketItem[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed.filter(isItem).slice(0, SAMPLES_MAX);
  } catch {
    items = EMPTY;
  }
  cached = { raw, items };
  return items;
}

function write(items: readonly BasketItem[]): void {
  const raw = JSON.stringify(items);
  memory = raw;
  try {
    storage()?.setItem(KEY, raw);
  } catch {
    // full or refused: kept in memory for this page
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the basket.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The basket, kept up to date across components and tabs. */
export function useBasket(): readonly BasketItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Adds a colour: 'full' (nothing added) when the basket already holds SAMPLES_MAX colours. */
export function addToBasket(item: BasketItem): 'added' | 'already' | 'full' {
  const items = read();
  if (items.some((i) => i.sku === item.sku)) return 'already';
  if (items.length >= SAMPLES_MAX) return 'full';
  write([...items, { sku: item.sku, name: item.name, path: item.path, parentsSku: item.parentsSku }]);
  return 'added';
}

export function removeFromBasket(sku: string): void {
  write(read().filter((i) => i.sku !== sku));
}

export function clearBasket(): void {
  write(EMPTY);
}
