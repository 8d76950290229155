import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses } from './common.js';

/**
 * Shop by colour (issue 18 §3): each colour photo is measured (CIELAB, D65) when stored, given a
 * family, and colours are ranked by CIEDE2000 ΔE from a colour the visitor chooses.
 */

/** The families a colour falls in, in the order the filter shows them. */
export const COLOUR_FAMILIES = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'beige', 'grey', 'black', 'white'] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export const COLOUR_DEFAULT_LIMIT = 20;
export const COLOUR_MAX_LIMIT = 100;

/** GET /api/search/colour?hex=RRGGBB&limit=N: `hex` six hex digits (a leading # allowed), `limit` 1–100 (20). */
export const ColourQuery = Type.Object(
  {
    hex: Type.String({ pattern: '^#?[0-9A-Fa-f]{6}$' }),
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
  },
  { additionalProperties: false },
);
export type ColourQuery = Static<typeof ColourQuery>;

/** A colour found: its photo's measured colour (`hex`, RRGGBB) and its CIEDE2000 difference from the one asked. */
export const ColourHit = Type.Object({
  sku: Type.String(),
  parentsSku: Type.String(),
  name: Type.String(),
  url: Type.String(),
  path: Type.String(),
  hex: Type.String(),
  deltaE: Type.Number({ minimum: 0 }),
});
export type ColourHit = Static<typeof ColourHit>;

/** GET /api/search/colour/sku/:sku?limit=N: the colours nearest one colour, itself left out. */
export const ColourSkuParams = Type.Object({ sku: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export const ColourLimitQuery = Type.Object({ limit: ColourQuery.properties.limit }, { additionalProperties: false });

/** The nearest colours (public, cached until the next admin write). */
export const colourApi = {
  nearest: call({
    method: 'GET',
    path: '/search/colour',
    guard: 'public',
    cached: true,
    schema: { querystring: ColourQuery, response: { 200: Envelope(Type.Array(ColourHit)), ...errorResponses } },
  }),
  /** A colour page's "Closest colours": 404 when the colour is not shown (switched off) or its photo not measured. */
  nearestToSku: call({
    method: 'GET',
    path: '/search/colour/sku/:sku',
    guard: 'public',
    cached: true,
    schema: { params: ColourSkuParams, querystring: ColourLimitQuery, response: { 200: Envelope(Type.Array(ColourHit)), ...errorResponses } },
  }),
};
