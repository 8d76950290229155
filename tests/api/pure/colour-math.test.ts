import { describe, expect, it } from 'vitest';
import { deltaE2000, familyOf, hexOfRgb, labOfHex, labOfRgb, rgbOfHex, rgbOfLab, type Lab } from '../../../server/modules/colour/colourMath.js';
import { buildColourTree, nearestInTree } from '../../../server/modules/colour/nearest.js';

/**
 * The colour maths of shop by colour (issue 18 §3) against published values: CIEDE2000 against the
 * test data of Sharma, Wu & Dalal, "The CIEDE2000 color-difference formula: implementation notes,
 * supplementary test data, and mathematical observations" (Color Res. Appl. 30, 2005), Table 1;
 * sRGB → CIELAB (D65) against Bruce Lindbloom's calculator.
 */

// [L1, a1, b1, L2, a2, b2, ΔE00] — all 34 pairs of Sharma et al.'s Table 1.
const SHARMA: Array<[number, number, number, number, number, number, number]> = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('CIEDE2000', () => {
  it.each(SHARMA.map((row, i) => [i + 1, ...row]))('Sharma et al. pair %i: ΔE00 as published, to 4 decimals, either way round', (_n, L1, a1, b1, L2, a2, b2, expected) => {
    expect(deltaE2000({ L: L1, a: a1, b: b1 }, { L: L2, a: a2, b: b2 })).toBeCloseTo(expected, 4);
    expect(deltaE2000({ L: L2, a: a2, b: b2 }, { L: L1, a: a1, b: b1 })).toBeCloseTo(expected, 4);
  });

  it('is 0 between a colour and itself', () => {
    expect(deltaE2000({ L: 40, a: 12, b: -30 }, { L: 40, a: 12, b: -30 })).toBe(0);
  });
});

describe('sRGB → CIELAB (D65)', () => {
  // Bruce Lindbloom's calculator (sRGB, D65, no adaptation), to 2 decimals.
  it.each([
    ['FFFFFF', 100, 0, 0],
    ['000000', 0, 0, 0],
    ['FF0000', 53.24, 80.09, 67.2],
    ['00FF00', 87.73, -86.18, 83.18],
    ['0000FF', 32.3, 79.19, -107.86],
    ['808080', 53.59, 0, 0],
  ] as const)('#%s is L %f a %f b %f', (hex, L, a, b) => {
    const lab = labOfHex(hex)!;
    expect(lab.L).toBeCloseTo(L, 1);
    expect(lab.a).toBeCloseTo(a, 1);
    expect(lab.b).toBeCloseTo(b, 1);
  });

  it('comes back to the same sRGB colour', () => {
    for (const hex of ['1F2A44', 'B8593A', 'F5F3EE', '9CAF8F', '000000', 'FFFFFF']) expect(hexOfRgb(rgbOfLab(labOfRgb(...rgbOfHex(hex)!)))).toBe(hex);
  });

  it('reads a hex with or without # in any case, and refuses anything else', () => {
    expect(rgbOfHex('#b3262e')).toEqual([0xb3, 0x26, 0x2e]);
    expect(rgbOfHex('B3262E')).toEqual([0xb3, 0x26, 0x2e]);
    for (const bad of ['', 'B3262', 'B3262E0', 'G3262E', '#12345']) expect(rgbOfHex(bad)).toBeUndefined();
  });
});

describe('colour family', () => {
  // The demo catalogue's colours (server/db/seed/catalog.ts) and a few plain ones, named as a shopper would.
  it.each([
    ['FFFFFF', 'white'],
    ['F5F3EE', 'white'],
    ['000000', 'black'],
    ['1C1C1E', 'black'],
    ['8D9097', 'grey'],
    ['4A4B50', 'grey'],
    ['D7D5D1', 'white'],
    ['3A3A3B', 'black'],
    ['FF0000', 'red'],
    ['B3262E', 'red'],
    ['5E1F2A', 'red'],
    ['FFA500', 'orange'],
    ['FFFF00', 'yellow'],
    ['C9962B', 'yellow'],
    ['00FF00', 'green'],
    ['1F4D3A', 'green'],
    ['9CAF8F', 'green'],
    ['0000FF', 'blue'],
    ['1F2A44', 'blue'],
    ['2B4FA3', 'blue'],
    ['9CC3E4', 'blue'],
    ['800080', 'purple'],
    ['B7A3CC', 'purple'],
    ['FFC0CB', 'pink'],
    ['FF69B4', 'pink'],
    ['FF1493', 'pink'],
    ['B8593A', 'orange'],
    ['8A2BE2', 'purple'],
    ['EE82EE', 'purple'],
    ['D7A3A6', 'pink'],
    ['C49FA0', 'pink'],
    ['6B4A33', 'brown'],
    ['D2BC97', 'beige'],
    ['F1E6C8', 'beige'],
  ] as const)('#%s is %s', (hex, family) => {
    expect(familyOf(labOfHex(hex)!)).toBe(family);
  });
});

describe('nearest colours by CIEDE2000 (the k-d tree of the colour call)', () => {
  /** A deterministic spread of numbers in [0, 1). */
  function numbers(seed: number): () => number {
    let x = seed;
    return () => {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      return x / 2 ** 32;
    };
  }
  const next = numbers(11);
  const rgb = () => labOfRgb(next() * 255, next() * 255, next() * 255);
  // Colours all over sRGB, a crowd of near-greys and near-blues (where R_T and the chroma weights are
  // largest), and exact repeats under other codes (ties go by code).
  const colours: Array<{ sku: string; lab: Lab }> = [];
  for (let i = 0; i < 1500; i++) colours.push({ sku: `R${String(i).padStart(4, '0')}`, lab: rgb() });
  for (let i = 0; i < 300; i++) colours.push({ sku: `G${i}`, lab: { L: 30 + next() * 40, a: next() * 4 - 2, b: next() * 4 - 2 } });
  for (let i = 0; i < 300; i++) colours.push({ sku: `B${i}`, lab: labOfRgb(next() * 60, next() * 60, 150 + next() * 105) });
  for (let i = 0; i < 150; i++) colours.push({ sku: `D${i}`, lab: colours[(i * 37) % colours.length].lab });
  const tree = buildColourTree([...colours].reverse());

  it('answers exactly what a full sort answers, on 2,000 targets: sRGB, the colours themselves, and outside the gamut', () => {
    let checked = 0;
    for (let k = 0; k < 2000; k++) {
      const target = k % 4 === 0 ? colours[(k * 13) % colours.length].lab : k % 4 === 1 ? { L: next() * 100, a: next() * 256 - 128, b: next() * 256 - 128 } : rgb();
      const limit = [1, 5, 20, 100][k % 4];
      const leaveOut = k % 5 === 0 ? colours[(k * 7) % colours.length].sku : undefined;
      const full = colours
        .filter((c) => c.sku !== leaveOut)
        .map((c) => ({ sku: c.sku, d: deltaE2000(target, c.lab) }))
        .sort((x, y) => x.d - y.d || (x.sku < y.sku ? -1 : 1))
        .slice(0, limit);
      const got = nearestInTree(tree, target, limit, leaveOut).map(({ item, d }) => ({ sku: item.sku, d }));
      expect(got, `target ${JSON.stringify(target)}, limit ${limit}`).toEqual(full);
      checked++;
    }
    expect(checked).toBe(2000);
  });

  it('answers every colour when fewer than asked, and none from an empty list', () => {
    const few = buildColourTree(colours.slice(0, 7));
    expect(nearestInTree(few, { L: 50, a: 0, b: 0 }, 20)).toHaveLength(7);
    expect(nearestInTree(buildColourTree([]), { L: 50, a: 0, b: 0 }, 20)).toEqual([]);
  });
});
