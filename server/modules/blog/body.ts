import sanitizeHtml from 'sanitize-html';

/** Pictures a post may show: our own uploads only (a stored image or one of its resized copies). */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif)$/;

/**
 * The allow-list of a blog post's body (what the Body editor produces: headings, paragraphs, lists,
 * links, bold/italic/underline/strike, quotes, code). Scripts, styles, event handlers, frames, forms
 * and unsafe URLs (javascript:, data:, protocol-relative) are dropped; pictures must come from our own
 * /uploads; every link gets rel="noopener" (and "noreferrer" too when it opens a new tab).
 */
const BLOG_BODY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: attribs.target === '_blank' ? 'noopener noreferrer' : 'noopener' },
    }),
    // The page's title is its h1.
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_UPLOAD.test(frame.attribs.src ?? ''),
};

/** A post's body as stored: the allow-listed HTML of `html`, trimmed. */
export function sanitizeBlogBody(html: string): string {
  return sanitizeHtml(html, BLOG_BODY).trim();
}
