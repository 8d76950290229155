import type { TSchema } from '@sinclair/typebox';
import { callApi, ApiError } from '../../api/client';
import type { VerifyEmailBody, VerifyEmailReply } from '../../contract/account';
import type { Call } from '../../contract/call';

/** A wizard step's call (an admin's or a member's): a public POST of a JSON body, declared in src/contract/. */
export type StepCall = Call<'POST', string, { body: TSchema; response: Record<number, TSchema> }>;
/** A *_verify_email call. */
export type VerifyCall = Call<'POST', string, { body: typeof VerifyEmailBody; response: { 200: typeof VerifyEmailReply } }>;

/** What a wizard step's call came to: go on, or stay and show `message`. */
type StepOutcome = { ok: true; message: string } | { ok: false; message: string };

const messageOf = (data: unknown, fallback: string): string => (data as { message?: string } | undefined)?.message ?? fallback;

/**
 * POSTs and maps the answer to an outcome: `okStatus` goes on with the server's message; any other
 * status (208, 209, 4xx, 500…) stays with the server's message (or `failure` when it has none).
 */
export async function stepCall(declared: StepCall, body: object, okStatus: number, failure: string): Promise<StepOutcome> {
  try {
    const { status, data } = await callApi(declared, { body });
    if (status === okStatus) return { ok: true, message: messageOf(data, '') };
    console.warn(`${declared.path} answered ${status}`, data);
    return { ok: false, message: messageOf(data, failure) };
  } catch (err) {
    console.warn(`${declared.path} failed`, err);
    return { ok: false, message: err instanceof ApiError && err.status !== 0 ? err.message : failure };
  }
}

/** *_verify_email: a non-empty `result` means the code matched. */
export async function verifyCall(declared: VerifyCall, email: string, verifyCode: string): Promise<boolean> {
  try {
    const { data } = await callApi(declared, { body: { email, verifyCode } });
    return Array.isArray(data.result) && data.result.length > 0;
  } catch (err) {
    console.warn(`${declared.path} failed`, err);
    return false;
  }
}
