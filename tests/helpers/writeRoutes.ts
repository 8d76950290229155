import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';

/**
 * The write calls of the API, discovered from the server's own route table (app.routeTable) rather than
 * listed by hand, for the generated fuzz and stored-XSS suites: JSON bodies come with the route's schema;
 * multipart text fields are not in the route's schema (they are checked inside the handler by
 * app.uploads.readMultipart), so `captureForms` records the schema each multipart call passes there.
 */

/** A JSON schema (TypeBox schemas are JSON schemas). */
export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
};

interface RouteRecord {
  method: string;
  url: string;
  guard: 'admin' | 'member' | null;
  schema?: FastifySchema;
}

export interface WriteRoute {
  method: string;
  url: string;
  guard: 'admin' | 'member' | null;
  kind: 'json' | 'multipart';
  /** The JSON body's schema, or the multipart text fields' schema once captured. */
  body?: JsonSchema;
  /** Multipart file fields (e.g. ['image']), once captured. */
  fileFields: string[];
  /** Path parameters (`:id` → ['id']). */
  params: string[];
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
export const area = (url: string) => url.split('/')[2] ?? '';

/** Every /api call that takes a body: a JSON body schema, or multipart (`consumes`). */
export function writeRoutes(table: RouteRecord[]): WriteRoute[] {
  const out: WriteRoute[] = [];
  for (const r of table) {
    if (!r.url.startsWith('/api/') || !['POST', 'PUT', 'PATCH'].includes(r.method)) continue;
    const schema = (r.schema ?? {}) as { body?: JsonSchema; consumes?: string[] };
    const multipart = schema.consumes?.some((c) => c.startsWith('multipart/')) ?? false;
    if (!multipart && !schema.body) continue;
    out.push({
      method: r.method,
      url: r.url,
      guard: r.guard,
      kind: multipart ? 'multipart' : 'json',
      body: multipart ? undefined : schema.body,
      fileFields: [],
      params: [...r.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]),
    });
  }
  return out;
}

/**
 * Records, per route, the schema and file fields each multipart call hands to app.uploads.readMultipart
 * (withImageForm goes through it too). The real method still runs: this only notes its arguments.
 */
export function captureForms(app: FastifyInstance): Map<string, { schema: JsonSchema; fileFields: string[] }> {
  const seen = new Map<string, { schema: JsonSchema; fileFields: string[] }>();
  const uploads = app.uploads as unknown as { readMultipart: (...args: unknown[]) => Promise<unknown> };
  const original = uploads.readMultipart.bind(app.uploads);
  uploads.readMultipart = (request: unknown, schema: unknown, opts: unknown) => {
    const req = request as FastifyRequest;
    seen.set(`${req.method} ${req.routeOptions.url}`, { schema: schema as JsonSchema, fileFields: (opts as { fileFields: string[] }).fileFields });
    return original(request, schema, opts);
  };
  return seen;
}

// ---------------------------------------------------------------------------------------------------
// Calling the API (in process through app.inject, or over HTTP against the e2e server)

export interface FileValue {
  name: string;
  type: string;
  data: Buffer;
}

export interface Req {
  method: string;
  url: string;
  token?: string;
  json?: unknown;
  form?: { fields: Record<string, string | string[]>; files?: Record<string, FileValue> };
  /** A raw body with its content type (or none), for malformed input. */
  raw?: { body: string | Buffer; contentType?: string };
}

export interface Res {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export type Caller = (req: Req) => Promise<Res>;

/** A multipart body built by the platform's FormData (repeated fields for arrays). */
async function formBody(form: NonNullable<Req['form']>): Promise<{ body: Buffer; contentType: string }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(form.fields)) for (const one of Array.isArray(v) ? v : [v]) fd.append(k, one);
  for (const [k, f] of Object.entries(form.files ?? {})) fd.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://local/', { method: 'POST', body: fd });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function encode(req: Req): Promise<{ body?: string | Buffer; contentType?: string }> {
  if (req.raw) return req.raw;
  if (req.form) return formBody(req.form);
  if (req.json !== undefined) return { body: JSON.stringify(req.json), contentType: 'application/json' };
  return {};
}

const parse = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A call's encoded body and its headers: the double-submit XSRF cookie and header, its type, its token. */
async function request(req: Parameters<Caller>[0]) {
  const xsrf = 'xss-suite-xsrf-value';
  const { body, contentType } = await encode(req);
  const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  if (contentType) headers['content-type'] = contentType;
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  return { body, headers };
}

/**
 * A caller through `app.inject` (no socket, no HTTP parsing on either side), with the double-submit
 * XSRF cookie and header: the same routes, hooks and answers as `httpCaller`, for a suite that writes
 * thousands of records into its own in-process app.
 */
export function injectCaller(app: FastifyInstance): Caller {
  return async (req) => {
    const { body, headers } = await request(req);
    const r = await app.inject({ method: req.method as 'GET', url: req.url, headers, payload: body });
    return { status: r.statusCode, body: parse(r.body), text: r.body };
  };
}

/** A caller over HTTP (the e2e server), with the double-submit XSRF cookie and header. */
export function httpCaller(baseURL: string): Caller {
  return async (req) => {
    const { body, headers } = await request(req);
    const r = await fetch(`${baseURL}${req.url}`, { method: req.method, headers, body: body === undefined ? undefined : new Uint8Array(Buffer.from(body)) });
    const text = await r.text();
    return { status: r.status, body: parse(text), text };
  };
}

// ---------------------------------------------------------------------------------------------------
// Valid values from a schema (the base every bad input is made from, and the records the suites write)

/** A plausible valid value for a field, by its name, when the schema alone says little. */
function namedValue(name: string): string | undefined {
  if (/email/i.test(name)) return 'fuzz.writer@example.com';
  if (/mobile|telephone|phone/i.test(name)) return '0812345678';
  if (/link|website|url|location/i.test(name)) return 'https://example.com/selvedge';
  if (/icon/i.test(name)) return 'Star';
  if (/post.?code|zip/i.test(name)) return '10110';
  if (/price/i.test(name)) return '10';
  return undefined;
}

const fits = (s: JsonSchema, v: string) =>
  (s.minLength === undefined || v.length >= s.minLength) &&
  (s.maxLength === undefined || v.length <= s.maxLength) &&
  (s.pattern === undefined || new RegExp(s.pattern, 'u').test(v));

/** A valid string for `s`, trying the field name's usual value, then a few shapes that fit common patterns. */
function sampleString(s: JsonSchema, name = ''): string {
  if (s.const !== undefined) return String(s.const);
  if (s.enum?.length) return String(s.enum[0]);
  if (s.format === 'email') return 'fuzz.writer@example.com';
  if (s.format === 'date-time') return new Date(0).toISOString();
  const candidates = [namedValue(name), 'Fuzz', 'fuzz', 'x', 'A1', '1', '0812345678', 'https://example.com/x', 'ab', ''].filter((v): v is string => v !== undefined);
  for (const c of candidates) if (fits(s, c)) return c;
  const n = Math.max(1, s.minLength ?? 1);
  return 'x'.repeat(n);
}

/** A value valid for `s` (required and optional properties alike), by the schema and the field names. */
export function sampleValid(s: JsonSchema | undefined, name = ''): unknown {
  if (!s) return {};
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) {
    const nonNull = s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0];
    return sampleValid(nonNull, name);
  }
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) out[k] = sampleValid(p, k);
      return out;
    }
    case 'array': {
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: n }, () => sampleValid(s.items, name));
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
      const v = min ?? (s.maximum !== undefined ? Math.min(1, s.maximum) : 1);
      return /price/i.test(name) && min === undefined ? 10 : v;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
    default:
      return sampleString(s, name);
  }
}

/** Text fields of a schema: string-typed properties (or unions that take a string) without const/enum. */
export function textFields(s: JsonSchema | undefined): string[] {
  // A string whose pattern refuses a letter (a version, a mobile number sent as text) is a number, not text.
  const free = (p: JsonSchema) => typeof p.pattern !== 'string' || new RegExp(p.pattern, 'u').test('a');
  const takesText = (p: JsonSchema): boolean =>
    p.const === undefined && !p.enum && free(p) && (p.type === 'string' || (p.anyOf?.some((x) => x.type === 'string' && x.const === undefined && !x.enum && free(x)) ?? false));
  return Object.entries(s?.properties ?? {})
    .filter(([, p]) => takesText(p))
    .map(([k]) => k);
}

// ---------------------------------------------------------------------------------------------------
// Writing records: fills a call's fields until the server accepts them

/** Values seen in the API's answers, by field name and by area, for fields that must name an existing record. */
export class ValuePool {
  private byKey = new Map<string, string[]>();
  private idsByArea = new Map<string, string[]>();

  /** Adds every string (and string array) value of every record in `result` (an object or a list) answered by a call of `area`. */
  addRecords(result: unknown, area?: string): void {
    const records = Array.isArray(result) ? result : [result];
    for (const r of records) {
      if (!r || typeof r !== 'object') continue;
      for (const [k, v] of Object.entries(r as Record<string, unknown>)) {
        for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'string' && x && x.length <= 64) this.add(this.byKey, k, x);
      }
      const id = (r as { _id?: unknown })._id;
      if (area && typeof id === 'string') this.add(this.idsByArea, squash(area), id);
    }
  }

  private add(map: Map<string, string[]>, key: string, value: string): void {
    const list = map.get(key) ?? [];
    if (!list.includes(value)) list.unshift(value);
    map.set(key, list);
  }

  /**
   * Candidates for field `name`, newest first: values under that key; ids of records from the area the
   * name points at (subProductId → sub_product, productType → product_type); values under related keys;
   * then any id or code.
   */
  candidates(name: string): string[] {
    const stem = squash(name.replace(/(_id|Id|Ids|_ids|s)$/, ''));
    const out = [...(this.byKey.get(name) ?? [])];
    for (const [a, ids] of this.idsByArea) if (stem && (a === stem || a.startsWith(stem) || stem.startsWith(a))) out.push(...ids);
    for (const [k, vs] of this.byKey) if (k !== name && stem && squash(k).startsWith(stem) && /id$/i.test(k)) out.push(...vs);
    out.push(...(this.byKey.get('_id') ?? []).slice(0, 10), ...(this.byKey.get('code') ?? []).slice(0, 5));
    return [...new Set(out)];
  }
}

const squash = (s: string) => s.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

const OMIT = Symbol('omit');

interface FillOptions {
  /** The value to try first for a text field (e.g. an XSS payload); refused values fall back to valid ones. */
  text?: (field: string) => string | undefined;
  /** File for each file field (multipart). */
  file?: FileValue;
  /** Values an earlier call of the same route accepted (ids, lists, numbers…): tried right after `text`, before guessing. */
  accepted?: Record<string, unknown>;
  /** Unique suffix for names, so creates do not collide (409). */
  unique: string;
  pool: ValuePool;
  maxTries?: number;
}

interface Filled {
  res: Res;
  values: Record<string, unknown>;
  /** Text fields whose preferred value (opts.text) the server refused, so a plain one was stored instead. */
  refused: string[];
}

/**
 * Sends a create/edit call with every field filled: valid values from the schema and field names, or the
 * caller's text. A 400 naming a field (`body.<field> …`) moves that field to its next candidate (the
 * caller's text first, then valid values, then values seen in the API's answers); a 409 makes names
 * unique. Answers the last response, the values and the refused text fields.
 */
export async function fill(call: Caller, route: WriteRoute, url: string, token: string | undefined, opts: FillOptions): Promise<Filled> {
  const props = Object.entries(route.body?.properties ?? {});
  const values: Record<string, unknown> = {};
  const queues = new Map<string, unknown[]>();
  const texts = new Set(textFields(route.body));
  const refused: string[] = [];
  const required = new Set(route.body?.required ?? []);
  for (const [k, p] of props) {
    const valid = sampleValid(p, k);
    const preferred = texts.has(k) ? opts.text?.(k) : undefined;
    const uniqueValid =
      !texts.has(k) || typeof valid !== 'string' ? valid
      : /email/i.test(k) ? `w.${opts.unique.replace(/[^A-Za-z0-9]/g, '')}@example.com`.toLowerCase()
      : /mobile|phone|telephone/i.test(k) ? `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
      : namedValue(k) ? valid
      : `${valid} ${opts.unique}`;
    const firstOfUnion = Array.isArray(valid) ? valid[0] : valid;
    const known = opts.accepted && k in opts.accepted ? [opts.accepted[k]] : [];
    queues.set(k, [
      ...(preferred !== undefined ? [preferred] : []),
      ...known,
      uniqueValid,
      valid,
      // An optional field the server will not take (it names a record we cannot guess) is left out.
      ...(required.has(k) ? [] : [OMIT]),
      ...opts.pool.candidates(k),
      // A list of codes (a sample request's skus): one value seen under the singular name, as a list.
      ...(p.type === 'array' ? opts.pool.candidates(k.replace(/s$/, '')).map((c) => [c]) : []),
      ...(firstOfUnion !== valid ? [firstOfUnion] : []),
    ]);
    values[k] = queues.get(k)!.shift();
  }
  let res: Res = { status: 0, body: undefined, text: '' };
  for (let attempt = 0; attempt < (opts.maxTries ?? 40); attempt++) {
    const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' || Array.isArray(v) ? v : String(v)]));
    res = await call({
      method: route.method,
      url,
      token,
      ...(route.kind === 'json'
        ? { json: values }
        : { form: { fields: fields as Record<string, string | string[]>, files: opts.file ? Object.fromEntries(route.fileFields.map((f) => [f, opts.file!])) : {} } }),
    });
    if (res.status < 300) return { res, values, refused };
    const message = String(res.body?.message ?? '');
    if (res.status === 409) {
      // A save based on an older version (issue 20 §1.4: a price saved by another call meanwhile): the same
      // save without one, as spec.md's clients send it.
      if ('version' in values && !required.has('version')) delete values.version;
      for (const k of texts) if (typeof values[k] === 'string') values[k] = `${values[k]}${attempt}`;
      continue;
    }
    if (res.status === 404 && route.params.length) break;
    // A create answering 404 names no field: a field that points at another record is wrong; move those in turn.
    const references = props.map(([k]) => k).filter((k) => /(^_id|Id|Ids|_id)$/.test(k) && queues.get(k)?.length);
    const named =
      res.status === 404 ? references[attempt % Math.max(1, references.length)]
      : (/^body[./]([A-Za-z_]\w*)/.exec(message)?.[1] ?? props.map(([k]) => k).find((k) => new RegExp(`\\b${k}\\b`).test(message)));
    if ((res.status !== 400 && res.status !== 404) || !named || !queues.has(named)) break;
    const queue = queues.get(named)!;
    // "must be one of A, B, C": the allowed values come first.
    const oneOf = /must be (?:one of|equal to one of)[: ]+(.+)$/.exec(message)?.[1];
    if (oneOf) queue.unshift(...oneOf.split(/,\s*/).map((x) => x.trim()).filter(Boolean));
    const digits = /must be (\d+) digits/.exec(message)?.[1];
    if (digits) queue.unshift('1'.repeat(Number(digits)));
    if (!queue.length) break;
    if (opts.text && texts.has(named) && values[named] === opts.text(named) && !refused.includes(named)) refused.push(named);
    values[named] = queue.shift();
    if (values[named] === OMIT) delete values[named];
  }
  return { res, values, refused };
}
