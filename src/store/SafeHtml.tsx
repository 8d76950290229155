import { Box, type SxProps, type Theme } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Rich text as an allow-list (the server's list in server/plugins/html.ts): no scripts, styles, forms or frames. */
const ALLOWED = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'loading', 'colspan', 'rowspan', 'scope', 'start'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

let hooked = false;
/** Links that open a new tab must not hand the opener to the other site; pictures load lazily. */
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/** Sanitises HTML from the catalogue once more in the browser, whatever the server did on write. */
export function sanitize(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, ALLOWED);
}

/**
 * Renders stored rich text (blog bodies, parent-SKU descriptions) after sanitising it. Links to our
 * own pages navigate inside the app instead of reloading it.
 */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitize(html), [html]);
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    if (!a || a.target || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return (
    <Box
      onClick={onClick}
      sx={[
        { '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'secondary.dark' }, '& table': { borderCollapse: 'collapse' }, '& th, & td': { border: 1, borderColor: 'divider', p: 0.5 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
