/** The first sheet of a chosen workbook, as the merchant preview shows it: cells as displayed text. */
export interface SheetPreview {
  /** The first row's cells. */
  header: string[];
  /** The other rows, each as wide as the widest row. */
  rows: string[][];
  /** More rows than the import accepts: only the first IMPORT_LIMITS.maxRows are here. */
  truncated: boolean;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: number;
  direction: SortDirection;
}

/** Clicking a header: a new column sorts ascending, the same column again toggles the direction. */
export function nextSort(current: SortState | null, column: number): SortState {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * The row order for a sort: cells that are both numbers compare as numbers (1.5 before 12), other
 * text by the reader's collation with digit runs compared as numbers (SKU-9 before SKU-10); blank
 * cells last either way. Returns indexes into `rows` (the rows themselves are not copied); the sort
 * is stable, so equal cells keep their sheet order.
 */
export function sortOrder(rows: readonly string[][], sort: SortState | null): number[] {
  const order = rows.map((_, i) => i);
  if (!sort) return order;
  const { column } = sort;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const cells = rows.map((r) => r[column] ?? '');
  const numbers = cells.map((c) => (NUMBER.test(c.replace(/,/g, '')) ? Number(c.replace(/,/g, '')) : Number.NaN));
  return order.sort((a, b) => {
    const x = cells[a];
    const y = cells[b];
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    const nx = numbers[a];
    const ny = numbers[b];
    const by = !Number.isNaN(nx) && !Number.isNaN(ny) ? nx - ny : collator.compare(x, y);
    return by * sign;
  });
}

/** Whether a first-column value can be shown as a picture: a stored path (/uploads/…) or a web address. */
export function isImagePath(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//')) || /^(https?:|data:image\/|blob:)/i.test(value);
}
