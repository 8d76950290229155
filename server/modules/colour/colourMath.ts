import { COLOUR_FAMILIES, type ColourFamily } from '../../../src/contract/colour.js';

/**
 * Colour maths of "shop by colour" (issue 18 §3): sRGB (IEC 61966-2-1) to CIELAB under the D65 white,
 * CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), and the colour family of a Lab colour.
 */

export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** D65 reference white (CIE 1931 2°), Y = 1. */
const WHITE = { X: 0.95047, Y: 1, Z: 1.08883 };

/** One sRGB channel 0–255 to linear light 0–1. */
export function linearOf(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const LINEAR = Array.from({ length: 256 }, (_, i) => linearOf(i));

const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);

/** An sRGB colour (0–255 a channel) in CIELAB D65. */
export function labOfRgb(r: number, g: number, b: number): Lab {
  const R = LINEAR[Math.round(r)] ?? linearOf(r);
  const G = LINEAR[Math.round(g)] ?? linearOf(g);
  const B = LINEAR[Math.round(b)] ?? linearOf(b);
  const X = 0.4124564 * R + 0.3575761 * G + 0.1804375 * B;
  const Y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const Z = 0.0193339 * R + 0.119192 * G + 0.9503041 * B;
  const fx = f(X / WHITE.X);
  const fy = f(Y / WHITE.Y);
  const fz = f(Z / WHITE.Z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const finv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
const gamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** A Lab colour back in sRGB, each channel 0–255 (clipped to the gamut). */
export function rgbOfLab({ L, a, b }: Lab): [number, number, number] {
  const fy = (L + 16) / 116;
  const X = WHITE.X * finv(fy + a / 500);
  const Y = WHITE.Y * finv(fy);
  const Z = WHITE.Z * finv(fy - b / 200);
  const lin = [3.2404542 * X - 1.5371385 * Y - 0.4985314 * Z, -0.969266 * X + 1.8760108 * Y + 0.041556 * Z, 0.0556434 * X - 0.2040259 * Y + 1.0572252 * Z];
  return lin.map((c) => Math.round(Math.min(1, Math.max(0, gamma(c))) * 255)) as [number, number, number];
}

/** '#RRGGBB' or 'RRGGBB' (any case) to its three channels; undefined when it is not one. */
export function rgbOfHex(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return undefined;
  const n = parseInt(m[1], 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** Upper-case 'RRGGBB' of three channels. */
export const hexOfRgb = (rgb: readonly number[]): string => rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('').toUpperCase();

export const labOfHex = (hex: string): Lab | undefined => {
  const rgb = rgbOfHex(hex);
  return rgb && labOfRgb(...rgb);
};

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** CIEDE2000 ΔE between two Lab colours (kL = kC = kH = 1), as Sharma, Wu & Dalal (2005) give it. */
export function deltaE2000(x: Lab, y: Lab): number {
  const C1 = Math.hypot(x.a, x.b);
  const C2 = Math.hypot(y.a, y.b);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + POW25_7)));
  const a1 = (1 + G) * x.a;
  const a2 = (1 + G) * y.a;
  const C1p = Math.hypot(a1, x.b);
  const C2p = Math.hypot(a2, y.b);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (Math.atan2(b, a) / DEG + 360) % 360);
  const h1 = hue(x.b, a1);
  const h2 = hue(y.b, a2);
  const dL = y.L - x.L;
  const dC = C2p - C1p;
  let dh = 0;
  if (C1p * C2p !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(C1p * C2p) * Math.sin((dh / 2) * DEG);
  const Lbar = (x.L + y.L) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbar = h1 + h2;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1 - h2) <= 180) hbar = (h1 + h2) / 2;
    else hbar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos((hbar - 30) * DEG) + 0.24 * Math.cos(2 * hbar * DEG) + 0.32 * Math.cos((3 * hbar + 6) * DEG) - 0.2 * Math.cos((4 * hbar - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hbar - 275) / 25) ** 2));
  const Cbarp7 = Cbarp ** 7;
  const RC = 2 * Math.sqrt(Cbarp7 / (Cbarp7 + POW25_7));
  const SL = 1 + (0.015 * (Lbar - 50) ** 2) / Math.sqrt(20 + (Lbar - 50) ** 2);
  const SC = 1 + 0.045 * Cbarp;
  const SH = 1 + 0.015 * Cbarp * T;
  const RT = -Math.sin(2 * dTheta * DEG) * RC;
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH));
}

/** Chroma and hue angle (degrees, 0–360) of a Lab colour. */
export function lchOf({ L, a, b }: Lab): { L: number; C: number; h: number } {
  return { L, C: Math.hypot(a, b), h: (Math.atan2(b, a) / DEG + 360) % 360 };
}

/**
 * The family a shopper would call a colour, from its lightness, chroma and hue (CIELAB hue angles:
 * sRGB red ≈ 40°, yellow ≈ 103°, green ≈ 136°, blue ≈ 306°). Greys are the colours of little chroma;
 * browns and beiges the dark, and the light muted, oranges and yellows; pinks the light, soft reds.
 */
export function familyOf(lab: Lab): ColourFamily {
  const { L, C, h } = lchOf(lab);
  // Neutrals: chroma small for the lightness (a dark colour shows less of it).
  if (C < 6 + Math.max(0, 30 - L) * 0.15 || (L < 12 && C < 15)) return L >= 82 ? 'white' : L <= 28 ? 'black' : 'grey';
  if (h >= 30 && h < 100 && L < 52 && C < 45) return 'brown';
  if (h >= 45 && h < 105 && L >= 52 && C < 32) return 'beige';
  if (h < 42 || h >= 325) {
    if ((L >= 60 && C < 50) || ((h >= 335 || h < 15) && L >= 55)) return 'pink';
    if (h < 42 || h >= 345) return 'red';
  }
  if (h < 42) return 'red';
  if (h < 78) return 'orange';
  if (h < 105) return 'yellow';
  if (h < 200) return 'green';
  if (h < 295 || (h < 310 && C >= 100)) return 'blue';
  return 'purple';
}

export { COLOUR_FAMILIES };
