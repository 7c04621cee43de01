/** Digits with the usual separators (+43 660 123 45 67, 0732/123456-7, (0)1 234). */
const PHONE = /^\+?[0-9 ()/.-]+$/;

const PHONE_MIN_DIGITS = 6;
const PHONE_MAX_DIGITS = 20;

/** The phone rule of the API's IsPhone, for clients that check before sending: 6 to 20 digits. */
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !PHONE.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
