import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for rich text we store (blog bodies, parent-SKU descriptions). Everything that
 * writes such HTML goes through sanitizeRich, so what reaches the browser is already clean; the
 * browser sanitises again before rendering.
 */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    h1: 'h2',
  },
};

/** Keeps the allow-listed tags and attributes of `html`; drops scripts, styles, handlers and unsafe URLs. */
export function sanitizeRich(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

/** The text of `html` with tags removed and whitespace collapsed, e.g. for a meta description. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|td|th|figcaption)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
