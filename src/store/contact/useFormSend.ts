import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { pageTexts } from '../pageTexts';

/**
 * A storefront form that is checked here with the server's rules and then sent (the enquiry form, the
 * sample request): its values, each field's problem, the server's 4xx message shown as is (else "could
 * not send"), busy while sending; on a problem the first bad field takes the focus; once sent, the values
 * go back to `empty` and the thank-you (`thanks`) takes the focus.
 */
export function useFormSend<V extends Record<string, string>>({
  initial,
  empty,
  validate,
  send,
}: {
  initial: () => V;
  empty: V;
  validate: (values: V) => Partial<Record<keyof V & string, string>>;
  send: (values: V) => Promise<unknown>;
}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLDivElement>(null);

  const set = (name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    setServerError(null);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(values);
      setSent(true);
      setValues(empty);
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (err) {
      setServerError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : pageTexts.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  /** The alert above the fields: the server's message, else "please fix the fields" while any is bad. */
  const problem = serverError ?? (Object.values(errors).some(Boolean) ? pageTexts.fixErrors : null);
  return { values, set, errors, problem, busy, sent, setSent, form, thanks, submit };
}
