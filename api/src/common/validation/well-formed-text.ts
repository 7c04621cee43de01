import { ErrorCode, VALIDATION_MESSAGES, fieldLabel, formatMessage } from '@hauskonfig/shared';
import { ApiException } from '../errors/api-exception.js';
import { hasInvisibleCharacters } from '../text/control-characters.js';

/** A UTF-16 surrogate without its partner: no character at all, and no valid UTF-8 to store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL text cannot hold NUL: a query with it fails, which was a 500 even for a login. */
const isStorable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

const MESSAGE = 'Der Text enthält ungültige Zeichen.';

/** Parsed JSON, query or form fields; never an uploaded file's Buffer, whose bytes are no text. */
function isPlainContainer(value: unknown): value is Record<string, unknown> {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The path of the first text in `value` that `isBad` refuses, or null. */
function badTextPath(value: unknown, isBad: (text: string) => boolean, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isBad(value) ? path : null;
  if (!isPlainContainer(value) || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = badTextPath(child, isBad, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * JSON may carry lone surrogates ("\ud800") and NUL ("\u0000"). Surrogates would be stored as
 * replacement characters, and validator.js's isEmail throws on them; PostgreSQL refuses NUL. Both
 * would end in a 500, so input with them is refused up front.
 */
export function assertWellFormedText(value: unknown): void {
  const field = badTextPath(value, (text) => !isStorable(text));
  if (field !== null) {
    throw new ApiException(400, ErrorCode.VALIDATION_FAILED, MESSAGE, [
      { field: field || 'body', messages: [MESSAGE] },
    ]);
  }
}

/** The label of a field path's own name: `extraCosts.0.note` is the note, `works.2` the works. */
const labelOfPath = (path: string) =>
  fieldLabel(
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? path,
  );

/**
 * Every text of a body, query or path, single- or multi-line, is refused with invisible characters
 * in it (bidirectional controls and the like, see hasInvisibleCharacters), with the German reason
 * at the field.
 */
export function assertVisibleText(value: unknown): void {
  const field = badTextPath(value, hasInvisibleCharacters);
  if (field === null) return;
  const message = formatMessage(VALIDATION_MESSAGES.invisibleCharacters, field ? labelOfPath(field) : 'Der Text');
  throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [{ field: field || 'body', messages: [message] }]);
}
