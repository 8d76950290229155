import { colourApi } from '../../contract/colour';

/** How many closest colours a colour page lists. */
export const CLOSEST = 6;

/**
 * A colour page's "Closest colours" read (ClosestColours asks it; the page's start, src/store/routeData.ts,
 * asks it ahead, so the server draws the list and the browser has nothing to fetch and draw again).
 */
export const closestCall = (sku: string) => [colourApi.nearestToSku, { params: { sku }, query: { limit: String(CLOSEST) } }] as const;
