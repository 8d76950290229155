import sharp from 'sharp';
import { deltaE2000, hexOfRgb, labOfRgb, rgbOfLab, type Lab } from './colourMath.js';

/**
 * The colour of a fabric photo (issue 18 §3): the photo is shrunk to at most SIZE px a side and read as
 * sRGB. A plain background is left out (a border of one even colour, when the middle differs from it),
 * and so is a label strip (rows along the top or bottom edge, up to a quarter of the photo, that differ
 * from the middle of the photo); of the fabric pixels left, in CIELAB, the ones nearest their
 * per-channel median (TRIM of them) are averaged, so threads, folds, shadows and stray marks weigh little.
 */

const SIZE = 96;
/** ΔE00 within which a pixel counts as the background colour, and a row as the middle's colour. */
const NEAR_BACKGROUND = 6;
const STRIP_FROM_MIDDLE = 10;
/** Share of the border that must be one colour for it to be a background. */
const BORDER_EVEN = 0.8;
/** Deepest label strip, as a share of the height. */
const MAX_STRIP = 0.25;
/** Share of the fabric pixels averaged: those nearest the median. */
const TRIM = 0.6;

export interface Measured {
  L: number;
  a: number;
  b: number;
  /** RRGGBB of the Lab colour. */
  hex: string;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((p, q) => p - q);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const medianLab = (labs: Lab[]): Lab => ({ L: median(labs.map((p) => p.L)), a: median(labs.map((p) => p.a)), b: median(labs.map((p) => p.b)) });

/** The measured colour of an image file or buffer; undefined when it cannot be read as an image. */
export async function measurePhoto(input: string | Buffer): Promise<Measured | undefined> {
  let data: Buffer;
  let width: number;
  let height: number;
  try {
    const out = await sharp(input, { failOn: 'error', animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: SIZE, height: SIZE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ data } = out);
    ({ width, height } = out.info);
    if (out.info.channels !== 3) return undefined;
  } catch {
    return undefined;
  }
  const lab: Lab[] = new Array(width * height);
  for (let i = 0; i < width * height; i++) lab[i] = labOfRgb(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
  const at = (x: number, y: number) => lab[y * width + x];
  const keep = new Array<boolean>(width * height).fill(true);

  // The middle half of the photo: what the fabric looks like where no background or label reaches.
  const middle: Lab[] = [];
  for (let y = Math.floor(height / 4); y < Math.ceil((height * 3) / 4); y++) for (let x = Math.floor(width / 4); x < Math.ceil((width * 3) / 4); x++) middle.push(at(x, y));
  const centre = medianLab(middle);

  // A plain background: the border mostly one colour, unlike the middle.
  const border: Lab[] = [];
  for (let x = 0; x < width; x++) border.push(at(x, 0), at(x, height - 1));
  for (let y = 1; y < height - 1; y++) border.push(at(0, y), at(width - 1, y));
  const ground = medianLab(border);
  const even = border.filter((p) => deltaE2000(p, ground) < NEAR_BACKGROUND).length / border.length;
  if (even >= BORDER_EVEN && deltaE2000(ground, centre) >= NEAR_BACKGROUND) {
    for (let i = 0; i < lab.length; i++) if (deltaE2000(lab[i], ground) < NEAR_BACKGROUND) keep[i] = false;
  }

  // A label strip: rows along the top or the bottom whose own median differs from the middle's.
  const rowDiffers = (y: number) => {
    const row: Lab[] = [];
    for (let x = 0; x < width; x++) if (keep[y * width + x]) row.push(at(x, y));
    return row.length > 0 && deltaE2000(medianLab(row), centre) >= STRIP_FROM_MIDDLE;
  };
  const deepest = Math.floor(height * MAX_STRIP);
  for (const rows of [Array.from({ length: deepest }, (_, i) => i), Array.from({ length: deepest }, (_, i) => height - 1 - i)]) {
    let depth = 0;
    while (depth < rows.length && rowDiffers(rows[depth])) depth++;
    // A strip only if it stops before a quarter of the photo (a photo darker at one end is not a label).
    if (depth >= 2 && depth < rows.length) for (const y of rows.slice(0, depth)) for (let x = 0; x < width; x++) keep[y * width + x] = false;
  }

  let fabric = lab.filter((_, i) => keep[i]);
  // Nothing left (a photo of one colour only): the whole photo is the fabric.
  if (fabric.length < lab.length * 0.05) fabric = lab;
  const mid = medianLab(fabric);
  const nearest = fabric
    .map((p) => ({ p, d: (p.L - mid.L) ** 2 + (p.a - mid.a) ** 2 + (p.b - mid.b) ** 2 }))
    .sort((p, q) => p.d - q.d)
    .slice(0, Math.max(1, Math.round(fabric.length * TRIM)));
  const mean: Lab = { L: 0, a: 0, b: 0 };
  for (const { p } of nearest) {
    mean.L += p.L / nearest.length;
    mean.a += p.a / nearest.length;
    mean.b += p.b / nearest.length;
  }
  return { ...mean, hex: hexOfRgb(rgbOfLab(mean)) };
}
