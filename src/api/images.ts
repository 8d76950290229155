/** Widths of the resized copies the server writes beside each upload (server/plugins/uploads.ts). */
export const IMAGE_WIDTHS = [200, 400, 800] as const;

const servicesHost = (import.meta.env.VITE_SERVICES_HOST ?? '').replace(/\/$/, '');

/** The URL of a stored image path such as `/uploads/ab12.webp`, prefixed with the services host. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return servicesHost + (path.startsWith('/') ? path : `/${path}`);
}

/** A `srcset` listing the resized copies of an upload, or undefined for images from elsewhere. */
export function imageSrcSet(path: string | null | undefined): string | undefined {
  const m = path ? /^(\/uploads\/[0-9a-f]{24})\.webp$/.exec(path) : null;
  if (!m) return undefined;
  return [...IMAGE_WIDTHS.map((w) => `${imageUrl(`${m[1]}-w${w}.webp`)} ${w}w`), `${imageUrl(path)} 1600w`].join(', ');
}
