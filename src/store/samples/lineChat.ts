import { httpUrl } from '../externalLink';

/**
 * The shop's LINE Official Account chat with `text` already typed (LINE's URL scheme
 * https://line.me/R/oaMessage/{LINE ID}/?{text}, both url-encoded, the ID with its @), from the Contact
 * Us record's LINE ID; without an ID, its plain LINE link (no text typed); null when the shop has no LINE.
 */
export function lineChatUrl(line: { lineId?: string; lineLink?: string } | undefined, text: string): string | null {
  const id = line?.lineId?.trim().replace(/\s+/g, '');
  if (id) return `https://line.me/R/oaMessage/${encodeURIComponent(id.startsWith('@') ? id : `@${id}`)}/?${encodeURIComponent(text)}`;
  return httpUrl(line?.lineLink);
}
