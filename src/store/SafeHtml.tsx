import { Box, type SxProps, type Theme } from '@mui/material';
import { startTransition, useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/**
 * The sanitiser (DOMPurify, ~12 kB gzip), loaded on first use rather than with the page: the rich text
 * sits below the page's main picture, which should not wait for it.
 */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitize').then((m) => m.sanitize);
  return sanitizer;
}

/**
 * Renders stored rich text (blog bodies, parent-SKU descriptions) only after sanitising it in the
 * browser, whatever the server did on write. Links to our own pages navigate inside the app.
 */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    // As a transition: the text's render yields to the browser (a page's long description is drawn
    // just after the page starts, while a visitor may already tap).
    loadSanitizer().then((sanitize) => live && startTransition(() => setClean({ from: html, html: sanitize(html) })));
    return () => {
      live = false;
    };
  }, [html]);

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
      dangerouslySetInnerHTML={{ __html: clean?.from === html ? clean.html : '' }}
    />
  );
}
