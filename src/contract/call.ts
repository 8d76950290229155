import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Who may make a call. `admin` and `member` are checked before the body is validated (401/403);
 * `self` is a member reading their own record or an admin reading anyone's, checked by the handler;
 * `public` needs no token.
 */
export type Guard = 'public' | 'admin' | 'member' | 'self';

export type Method = 'GET' | 'POST' | 'DELETE';

/** A multipart body: its text fields' schema and its file fields. */
export interface FormSchema {
  fields: TSchema;
  files: Record<string, 'required' | 'optional'>;
}

/** The schemas of a call, exactly as Fastify takes them (plus `form`, read by the uploads plugin). */
export interface CallSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  form?: FormSchema;
  consumes?: string[];
  security?: Record<string, string[]>[];
  summary?: string;
  description?: string;
  hide?: boolean;
  response: Record<number, TSchema>;
}

/**
 * One call of the API, declared once: the server registers its route from this, the browser calls
 * through it (src/api/client.ts `callApi`), and the docs and the route-table tests read it.
 * `path` is below `/api`, with `:name` parameters.
 */
export interface Call<M extends Method = Method, P extends string = string, S extends CallSchema = CallSchema> {
  method: M;
  path: P;
  guard: Guard;
  schema: S;
  /** A public read answered from the stored-reply cache (cleared by every admin write). */
  cached?: boolean;
  /** An admin POST that changes nothing (a search, a list), so it keeps the public cache. */
  readOnly?: boolean;
}

/** Declares a call, keeping its literal method, path and schema types. */
export const call = <const M extends Method, const P extends string, const S extends CallSchema>(c: Call<M, P, S>): Call<M, P, S> => c;

/** `'/a/:id/b/:blogId'` → `'id' | 'blogId'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** The path parameters a call needs, `{}` when it has none. */
export type PathParams<C extends Call> = [ParamNames<C['path']>] extends [never] ? Record<never, never> : { [K in ParamNames<C['path']>]: string | number };

type SuccessStatus = 200 | 201 | 202 | 204 | 208 | 209;

/** The body of a call's successful answers (a union when it has several, e.g. 201 | 208 | 209). */
export type Answer<C extends Call> = {
  [K in keyof C['schema']['response'] & SuccessStatus]: C['schema']['response'][K] extends TSchema ? Static<C['schema']['response'][K]> : never;
}[keyof C['schema']['response'] & SuccessStatus];

/** The JSON body a call takes (unknown for calls without one, FormData for multipart calls). */
export type Body<C extends Call> = C['schema']['form'] extends FormSchema ? FormData : C['schema']['body'] extends TSchema ? Static<C['schema']['body']> : undefined;

/** `/category/update_category_by_id/:id` with `{ id: 'x y' }` → `/category/update_category_by_id/x%20y`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
