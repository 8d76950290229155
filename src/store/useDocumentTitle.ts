import { useEffect } from 'react';
import { SITE_NAME } from './texts';

/**
 * Sets document.title the way the server writes <title> for the same URL (server/modules/seo), so a
 * page reached by a client-side navigation is named like one loaded directly: "Page | Selvedge".
 * `full` is used as is (the home page's title). Nothing changes while `title` is undefined (loading).
 */
export function useDocumentTitle(title: string | undefined, { full = false }: { full?: boolean } = {}) {
  useEffect(() => {
    if (title) document.title = full ? title : `${title} | ${SITE_NAME}`;
  }, [title, full]);
}
