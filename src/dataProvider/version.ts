/**
 * Adds the version an edit was based on (issue 20 §1.4) to what an update call sends: `input` is the
 * edit dialog's values, which start from the record and so hold its `version` when the server gave
 * one. A record without a version (a resource whose server keeps none) sends its body unchanged.
 */
export function withVersion<B extends FormData | object>(body: B, input: object): B {
  const version = (input as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return body;
  if (body instanceof FormData) {
    body.set('version', String(version));
    return body;
  }
  return { ...body, version };
}
