/** Block ends that separate words once the tags are gone. */
const BLOCK_END = /<\/(p|li|h[1-6]|blockquote|pre|figcaption)>|<br\s*\/?>/gi;

/**
 * The start of a post's HTML body as plain text, for the Blog table. DOMParser builds an inert
 * document: nothing in it runs or loads.
 */
export function excerpt(html: string, max = 120): string {
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((n) => n.remove());
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
