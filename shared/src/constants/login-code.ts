/** The public code to resume a saved plan is six digits (spec sections 5 and 9). */
export const LOGIN_CODE_LENGTH = 6;

// Without the u flag \d matches ASCII digits only, so no other numeral systems slip through.
export const LOGIN_CODE_PATTERN = /^\d{6}$/;

export function isLoginCode(value: unknown): value is string {
  return typeof value === 'string' && LOGIN_CODE_PATTERN.test(value);
}
