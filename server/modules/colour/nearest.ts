import { deltaE2000, type Lab } from './colourMath.js';

/**
 * The nearest colours by CIEDE2000 (issue 18 §3), exact, without computing ΔE00 for most colours: a
 * k-d tree over (L*, a*, b*) whose every node knows the box its colours lie in and their largest
 * chroma, searched depth first, nearer box first, skipping a box whose lower bound of ΔE00 (below)
 * already passes the k-th best found; ΔE00 itself only for a colour whose own bound does not.
 *
 * The bound (Sharma, Wu & Dalal's terms): ΔE00² = (ΔL'/S_L)² + x² + y² + R_T·x·y with x = ΔC'/S_C,
 * y = ΔH'/S_H.
 * - S_L depends on L̄ only: at most its largest over the L̄ a box allows (for one colour, exact).
 * - |R_T·x·y| ≤ (|R_T|/2)(x² + y²) and |R_T| ≤ sin 60°·R_C, R_C = 2√(C̄'⁷/(C̄'⁷ + 25⁷)) growing with C̄'.
 * - S_H < S_C = 1 + 0.045·C̄' (T ≤ 1.93), so x² + y² ≥ (ΔC'² + ΔH'²)/S_C², and ΔC'² + ΔH'² is the
 *   squared distance in the a'b' plane, at least Δa² + Δb² (a' = (1 + G)·a, G ≥ 0).
 * - C̄' ≤ (1 + G)·C̄ ≤ C̄ + 6.4 (G·C̄ is at most 6.375, at C̄ ≈ 16.6), C̄ = (C1 + C2)/2.
 * So ΔE00² ≥ (ΔL/S_L,max)² + (1 − 0.866·√(c⁷/(c⁷ + 25⁷)))·(Δa² + Δb²)/(1 + 0.045·c)², c = C̄ + 6.4
 * at the largest C̄. Bounds are shrunk by a millionth against rounding, and a box is skipped only when
 * its bound is above the k-th best (ties go by code, so an equal one may still enter).
 */

export interface Colour {
  sku: string;
  lab: Lab;
}

/** Colours in a leaf. */
const LEAF = 12;
const G_C_MAX = 6.4;
const POW25_7 = 25 ** 7;
const SHRINK = 1 - 1e-6;

export interface ColourTree<T extends Colour> {
  items: T[];
  /** Per node: box (L, a, b min and max), largest chroma; children (-1 for a leaf) or the leaf's range of `order`. */
  box: Float64Array;
  maxC: Float64Array;
  left: Int32Array;
  right: Int32Array;
  start: Int32Array;
  end: Int32Array;
  order: Int32Array;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  C: Float64Array;
}

/** Puts the k-th smallest key of order[lo..hi) at k, smaller before it, larger after (quickselect). */
function select(order: Int32Array, key: Float64Array, lo: number, hi: number, k: number): void {
  hi--;
  while (hi > lo) {
    const pivot = key[order[(lo + hi) >> 1]];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (key[order[i]] < pivot) i++;
      while (key[order[j]] > pivot) j--;
      if (i <= j) {
        const t = order[i];
        order[i] = order[j];
        order[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

export function buildColourTree<T extends Colour>(items: T[]): ColourTree<T> {
  const n = items.length;
  const L = new Float64Array(n);
  const a = new Float64Array(n);
  const b = new Float64Array(n);
  const C = new Float64Array(n);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const { lab } = items[i];
    L[i] = lab.L;
    a[i] = lab.a;
    b[i] = lab.b;
    C[i] = Math.sqrt(lab.a * lab.a + lab.b * lab.b);
    order[i] = i;
  }
  const capacity = Math.max(1, 2 * Math.ceil(n / (LEAF / 2)) + 1);
  const box = new Float64Array(capacity * 6);
  const maxC = new Float64Array(capacity);
  const left = new Int32Array(capacity).fill(-1);
  const right = new Int32Array(capacity).fill(-1);
  const start = new Int32Array(capacity);
  const end = new Int32Array(capacity);
  const dims = [L, a, b];
  let nodes = 0;
  const make = (lo: number, hi: number): number => {
    const node = nodes++;
    const o = node * 6;
    box[o] = box[o + 2] = box[o + 4] = Infinity;
    box[o + 1] = box[o + 3] = box[o + 5] = -Infinity;
    let c = 0;
    for (let i = lo; i < hi; i++) {
      const p = order[i];
      if (L[p] < box[o]) box[o] = L[p];
      if (L[p] > box[o + 1]) box[o + 1] = L[p];
      if (a[p] < box[o + 2]) box[o + 2] = a[p];
      if (a[p] > box[o + 3]) box[o + 3] = a[p];
      if (b[p] < box[o + 4]) box[o + 4] = b[p];
      if (b[p] > box[o + 5]) box[o + 5] = b[p];
      if (C[p] > c) c = C[p];
    }
    maxC[node] = c;
    start[node] = lo;
    end[node] = hi;
    if (hi - lo > LEAF) {
      let d = 0;
      for (let k = 1; k < 3; k++) if (box[o + 2 * k + 1] - box[o + 2 * k] > box[o + 2 * d + 1] - box[o + 2 * d]) d = k;
      const mid = (lo + hi) >> 1;
      select(order, dims[d], lo, hi, mid);
      left[node] = make(lo, mid);
      right[node] = make(mid, hi);
    }
    return node;
  };
  if (n) make(0, n);
  return { items, box, maxC, left, right, start, end, order, L, a, b, C };
}

const SL = (Lbar: number) => 1 + (0.015 * (Lbar - 50) ** 2) / Math.sqrt(20 + (Lbar - 50) ** 2);

/** The factor of (Δa² + Δb²) in the bound, for colours whose C̄ is at most `cbar`. */
function abWeight(cbar: number): number {
  const c = cbar + G_C_MAX;
  const c7 = c ** 7;
  const sc = 1 + 0.045 * c;
  return (1 - 0.866026 * Math.sqrt(c7 / (c7 + POW25_7))) / (sc * sc);
}

/**
 * The `limit` colours of `tree` nearest `target` by CIEDE2000, nearest first, ties by code, but
 * `leaveOut`; `keep` may refuse a colour.
 */
export function nearestInTree<T extends Colour>(tree: ColourTree<T>, target: Lab, limit: number, leaveOut?: string): Array<{ item: T; d: number }> {
  const { items, box, maxC, left, right, start, end, order, L, a, b, C } = tree;
  const best: Array<{ item: T; d: number }> = [];
  if (!items.length || limit < 1) return best;
  const tC = Math.hypot(target.a, target.b);
  const tL = target.L;
  let worst2 = Infinity;
  const before = (d: number, item: T, than: { item: T; d: number }) => d < than.d || (d === than.d && item.sku < than.item.sku);

  const bound2 = (node: number): number => {
    const o = node * 6;
    const Lmin = box[o];
    const Lmax = box[o + 1];
    const dL = tL < Lmin ? Lmin - tL : tL > Lmax ? tL - Lmax : 0;
    // S_L grows with |L̄ − 50|: its largest over the L̄ this box allows is at one end.
    const sl = Math.max(SL((tL + Lmin) / 2), SL((tL + Lmax) / 2));
    const da = target.a < box[o + 2] ? box[o + 2] - target.a : target.a > box[o + 3] ? target.a - box[o + 3] : 0;
    const db = target.b < box[o + 4] ? box[o + 4] - target.b : target.b > box[o + 5] ? target.b - box[o + 5] : 0;
    return ((dL / sl) ** 2 + abWeight((tC + maxC[node]) / 2) * (da * da + db * db)) * SHRINK;
  };

  const visit = (node: number, nodeBound2: number): void => {
    if (nodeBound2 > worst2) return;
    if (left[node] < 0) {
      for (let i = start[node]; i < end[node]; i++) {
        const p = order[i];
        const item = items[p];
        if (item.sku === leaveOut) continue;
        if (best.length === limit) {
          const dL = (L[p] - tL) / SL((L[p] + tL) / 2);
          const da = a[p] - target.a;
          const db = b[p] - target.b;
          if ((dL * dL + abWeight((tC + C[p]) / 2) * (da * da + db * db)) * SHRINK > worst2) continue;
        }
        const d = deltaE2000(target, item.lab);
        if (best.length === limit && !before(d, item, best[limit - 1])) continue;
        let j = best.length === limit ? limit - 1 : best.length;
        while (j > 0 && before(d, item, best[j - 1])) {
          best[j] = best[j - 1];
          j--;
        }
        best[j] = { item, d };
        if (best.length === limit) worst2 = best[limit - 1].d ** 2;
      }
      return;
    }
    const l = left[node];
    const r = right[node];
    const bl = bound2(l);
    const br = bound2(r);
    if (bl <= br) {
      visit(l, bl);
      visit(r, br);
    } else {
      visit(r, br);
      visit(l, bl);
    }
  };
  visit(0, 0);
  return best;
}
