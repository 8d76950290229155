import { vi } from 'vitest';
import type { Call } from '../../src/contract/call';
import { locationApi } from '../../src/contract/location';

/** What a fake answer gives back: the fields of a 200 answer beside its `message` ('OK'). */
type Reply = Record<string, unknown>;

/**
 * A UI test's stand-in for the server, one level below the screens: `fetch` answers the calls named
 * here (by their declaration in src/contract/, so a renamed path breaks the test, not the screen), and
 * 404 for any other. The screen's own call module and the one HTTP client run as in the browser, so a
 * test needs no `vi.mock` of a module (which the UI files' shared module graph could not undo).
 * Each handler gets the call's JSON body. Call it in a beforeEach; tests/helpers/ui-setup.ts removes the
 * stub after each test.
 */
export function answerCalls(routes: ReadonlyArray<readonly [Call, (body: never) => Reply | Promise<Reply>]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const route = routes.find(([c]) => c.method === method && `/api${c.path}` === pathname);
    if (!route) return Response.json({ message: `No fake answer for ${method} ${pathname}` }, { status: 404 });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as never) : (undefined as never);
    return Response.json({ message: 'OK', ...(await route[1](body)) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A few places of the Thai address master data, by parent id (the real calls are tested against the server). */
export interface FakePlaces {
  countries: unknown[];
  provinces: Record<string, unknown[]>;
  cities: Record<string, unknown[]>;
  districts: Record<string, unknown[]>;
}

/** The four cascade calls of the address selects (src/admin/common/locationCalls.ts), answered from `places`. */
export const locationAnswers = (places: FakePlaces) =>
  [
    [locationApi.countries, () => ({ result: places.countries })],
    [locationApi.provinces, (b: { countryId: string }) => ({ result: places.provinces[b.countryId] ?? [] })],
    [locationApi.cities, (b: { provinceId: string }) => ({ result: places.cities[b.provinceId] ?? [] })],
    [locationApi.districts, (b: { cityId: string }) => ({ result: places.districts[b.cityId] ?? [] })],
  ] as const;
