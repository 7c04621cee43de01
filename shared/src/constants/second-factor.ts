/** A TOTP code (RFC 6238 as authenticator apps show it): six digits every 30 seconds. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** One-time recovery codes given at enrolment: ten groups of 4-4 characters (Crockford base32). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Issuer shown in the authenticator app beside the staff member's login name. */
export const TOTP_ISSUER = 'Hauskonfigurator Verwaltung';

/**
 * A code as typed: spaces and hyphens dropped, letters upper-cased, so "123 456" and "abcd efgh"
 * work; a recovery code comes back in its printed 4-4 form.
 */
export function normaliseSecondFactorCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
}

/** Whether a typed value can be a TOTP code or a recovery code at all (before any check). */
export function isSecondFactorCode(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 20) return false;
  const code = normaliseSecondFactorCode(value);
  return TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code);
}
