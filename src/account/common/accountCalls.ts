import { api, ApiError } from '../../api/client';
import type { VerifyEmailReply } from '../../contract/account';

/** What a wizard step's call came to: go on, or stay and show `message`. */
type StepOutcome = { ok: true; message: string } | { ok: false; message: string };

const messageOf = (data: unknown, fallback: string): string => (data as { message?: string } | undefined)?.message ?? fallback;

/**
 * POSTs and maps the answer to an outcome: `okStatus` goes on with the server's message; any other
 * status (208, 209, 4xx, 500…) stays with the server's message (or `failure` when it has none).
 */
export async function stepCall(path: string, body: object, okStatus: number, failure: string): Promise<StepOutcome> {
  try {
    const { status, data } = await api.post<{ message?: string }>(path, body);
    if (status === okStatus) return { ok: true, message: messageOf(data, '') };
    console.warn(`${path} answered ${status}`, data);
    return { ok: false, message: messageOf(data, failure) };
  } catch (err) {
    console.warn(`${path} failed`, err);
    return { ok: false, message: err instanceof ApiError && err.status !== 0 ? err.message : failure };
  }
}

/** *_verify_email: a non-empty `result` means the code matched. */
export async function verifyCall(path: string, email: string, verifyCode: string): Promise<boolean> {
  try {
    const { data } = await api.post<VerifyEmailReply>(path, { email, verifyCode });
    return Array.isArray(data.result) && data.result.length > 0;
  } catch (err) {
    console.warn(`${path} failed`, err);
    return false;
  }
}
