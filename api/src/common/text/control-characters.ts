/**
 * Characters that end a line or steer a terminal: C0 and C1 controls (CR, LF, tab, NEL …) and the
 * Unicode line and paragraph separators. None belongs in a single-line value such as a name.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Whether the text holds no line break or other control character. */
export function isSingleLine(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/**
 * Characters no text of this product holds, single- or multi-line: invisible, yet they change what
 * a reader sees or what a program compares. The bidirectional controls (U+202A–U+202E,
 * U+2066–U+2069, the marks U+200E, U+200F, U+061C) show a name, a link or an amount in another order
 * than it is stored; the other format characters (zero-width space, word joiner, byte order mark,
 * the tag characters that carry hidden text …) hide text; control characters other than tab and
 * line breaks steer terminals. Kept: the zero-width (non-)joiners, which emoji sequences and some
 * scripts need, and the soft hyphen of German hyphenation.
 */
const INVISIBLE_CHARACTERS = /(?![\u00AD\u200C\u200D])\p{Cf}|[^\P{Cc}\t\n\r]/u;

/** Whether the text holds a character that INVISIBLE_CHARACTERS names. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTERS.test(text);
}
