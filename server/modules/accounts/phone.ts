const PHONE = /^\+?\d{6,15}$/;

/**
 * A customer's mobile as stored: spaces, dashes, dots and brackets dropped, and a Thai number in the
 * international form written the local way, so `081-234-5678` and `+66 81 234 5678` are one customer.
 * null when it is not a phone number.
 */
export function canonicalMobile(raw: string): string | null {
  const digits = raw.replace(/[\s().-]/g, '');
  if (!PHONE.test(digits)) return null;
  return /^\+66\d{8,9}$/.test(digits) ? `0${digits.slice(3)}` : digits;
}

/** The ways other tables may hold the same Thai number (local, +66, 66), for lookups by mobile. */
export function mobileVariants(mobile: string): string[] {
  if (!mobile) return [];
  return /^0\d{8,9}$/.test(mobile) ? [mobile, `+66${mobile.slice(1)}`, `66${mobile.slice(1)}`] : [mobile];
}
