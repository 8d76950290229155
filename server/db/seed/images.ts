import sharp from 'sharp';
import { cacheFile, pictureKey, readCachedFile } from '../../pictureCache.js';

/** An SVG drawing as PNG bytes, drawn once per machine (server/pictureCache.ts). */
async function rasterise(svg: string): Promise<Buffer> {
  const key = `${pictureKey('png', svg)}.png`;
  const cached = await readCachedFile(key);
  if (cached) return cached;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await cacheFile(key, png);
  return png;
}

/** A woven-fabric swatch drawn as SVG and rasterised by sharp: warp and weft threads in two tones. */
export function fabricSwatch(base: string, thread: string, opts: { size?: number; twill?: boolean; label?: string } = {}): Promise<Buffer> {
  const size = opts.size ?? 800;
  const step = opts.twill ? 14 : 10;
  const lines: string[] = [];
  for (let i = -size; i < size * 2; i += step) {
    lines.push(
      opts.twill
        ? `<line x1="${i}" y1="0" x2="${i + size}" y2="${size}" stroke="${thread}" stroke-width="${step / 2.4}" opacity="0.55"/>`
        : `<line x1="${i}" y1="0" x2="${i}" y2="${size}" stroke="${thread}" stroke-width="2" opacity="0.35"/><line x1="0" y1="${i}" x2="${size}" y2="${i}" stroke="${thread}" stroke-width="2" opacity="0.25"/>`,
    );
  }
  const label = opts.label
    ? `<rect x="0" y="${size - 120}" width="${size}" height="120" fill="#000" opacity="0.35"/><text x="40" y="${size - 42}" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${opts.label}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><radialGradient id="g" cx="35%" cy="30%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient></defs><rect width="100%" height="100%" fill="${base}"/>${lines.join('')}<rect width="100%" height="100%" fill="url(#g)"/>${label}</svg>`;
  return rasterise(svg);
}

/**
 * A wide banner of draped cloth for the home slider: the swatch weave under soft diagonal folds.
 * Captions are drawn by the page, not baked into the picture.
 */
export function fabricBanner(base: string, thread: string, opts: { width?: number; height?: number; twill?: boolean } = {}): Promise<Buffer> {
  const width = opts.width ?? 1600;
  const height = opts.height ?? 600;
  const step = opts.twill ? 14 : 10;
  const lines: string[] = [];
  for (let i = -height; i < width + height; i += step) {
    lines.push(
      opts.twill
        ? `<line x1="${i}" y1="0" x2="${i + height}" y2="${height}" stroke="${thread}" stroke-width="${step / 2.4}" opacity="0.5"/>`
        : `<line x1="${i}" y1="0" x2="${i}" y2="${height}" stroke="${thread}" stroke-width="2" opacity="0.3"/>`,
    );
  }
  for (let y = 0; y < height; y += step) {
    if (!opts.twill) lines.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="${thread}" stroke-width="2" opacity="0.22"/>`);
  }
  const folds = [0.15, 0.38, 0.62, 0.85]
    .map((f) => `<rect x="${Math.round(width * f) - 90}" y="-200" width="180" height="${height + 400}" fill="url(#fold)" transform="rotate(14 ${Math.round(width * f)} ${height / 2})"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="fold" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0.08"/></linearGradient><linearGradient id="shade" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs><rect width="100%" height="100%" fill="${base}"/>${lines.join('')}${folds}<rect width="100%" height="100%" fill="url(#shade)"/></svg>`;
  return rasterise(svg);
}
