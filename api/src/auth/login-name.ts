/**
 * The one form of a staff login name that look-ups, lock-outs and token checks all use: white
 * space around it dropped (a padded name must not count as another account) and case folded.
 * Look-ups compare it with lower(username), so every spelling that finds an account has one key.
 */
export function canonicalLoginName(name: string): string {
  return name.trim().toLowerCase();
}

/** Lock-out account of a staff login name, whatever its spelling. */
export function staffAccount(name: string): string {
  return `staff:${canonicalLoginName(name)}`;
}

/** Lock-out account of a customer's six-digit code (validated, so already canonical). */
export function customerAccount(loginCode: string): string {
  return `code:${loginCode}`;
}
