/** Only absolute http(s) addresses become links: Contact Us records are typed in by admins. */
export function httpUrl(href: string | null | undefined): string | null {
  const t = href?.trim();
  return t && /^https?:\/\/[^\s]+$/i.test(t) ? t : null;
}

/** The attributes of a link that opens another site in a new tab without handing it this window. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
