/**
 * Characters that end a line or steer a terminal: C0 and C1 controls (CR, LF, tab, NEL …) and the
 * Unicode line and paragraph separators. None belongs in a single-line value such as a name.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Whether the text holds no line break or other control character. */
export function isSingleLine(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}
