import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** `{ message }`: every error body, and the body of calls that return nothing else. */
export const MessageBody = Type.Object({ message: Type.String() });

/** `{ message, result }`: the shape of every successful answer. */
export const Envelope = <T extends TSchema>(result: T) => Type.Object({ message: Type.String(), result });

/** An opaque record id in a path, e.g. `/delete_category_by_id/{id}`. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

/**
 * Lost updates (issue 20 §1.4): the version a record answers with, and the version an edit was based
 * on. Optional in edits so clients that send none (spec.md's bodies) save as before; a save based on
 * an older version answers 409 naming who changed the record and when. Multipart edits send it as text.
 */
export const RecordVersion = Type.Optional(Type.Integer({ minimum: 1 }));
export const EditVersion = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 }));
export const EditVersionField = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$' }));

/** A required, trimmed-looking text field (at least one character, bounded). */
export const Text = (maxLength = 200) => Type.String({ minLength: 1, maxLength });
export const OptionalText = (maxLength = 2000) => Type.Optional(Type.String({ maxLength }));

/** Error bodies for the statuses every admin call can answer. */
export const errorResponses = {
  400: MessageBody,
  401: MessageBody,
  403: MessageBody,
  404: MessageBody,
  409: MessageBody,
  413: MessageBody,
  429: MessageBody,
  500: MessageBody,
};

export type ListStatus = 'READY' | 'NO_DATA';

/** A reorder call's body (issue 17 §5): every row's id, in the new order, each once. */
export const OrderBody = Type.Object({ ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 10_000 }) }, { additionalProperties: false });
export type OrderBody = Static<typeof OrderBody>;
