/**
 * Deeper JSON than this is no body of this API (even the whole records react-admin sends back nest
 * a few levels). class-transformer and class-validator recurse per level: a body nested a few
 * thousand levels deep overflowed the stack (a 500) and cost about 50 ms of event loop per 25 KB.
 * The same idea as the GLB check's MAX_JSON_DEPTH, tighter because API bodies are flat.
 */
export const MAX_JSON_BODY_DEPTH = 32;

/** body-parser's error type for such a body; the error filter answers it with JSON_TOO_DEEP. */
export const JSON_TOO_DEEP_TYPE = 'entity.too.deep';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]); // [ {
const CLOSING = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without parsing it. */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENING.has(char)) {
      if (++depth > limit) return true;
    } else if (CLOSING.has(char)) {
      depth--;
    }
  }
  return false;
}

/** The body as text, in the charset it declares; one TextDecoder does not know (UTF-7, UTF-32) is refused. */
function decode(body: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    // RFC 8259 asks for UTF-8 anyway; a charset that cannot be read here cannot be checked either.
    throw Object.assign(new Error(`unsupported charset "${charset}"`), { status: 415, type: 'charset.unsupported' });
  }
}

/**
 * body-parser `verify` hook: refuses too deeply nested JSON from the raw text, before JSON.parse and
 * before any transformation or validation runs.
 */
export function refuseDeepJson(_request: unknown, _response: unknown, body: Buffer, charset: string | null): void {
  if (jsonNestingExceeds(decode(body, charset), MAX_JSON_BODY_DEPTH)) {
    throw Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_BODY_DEPTH} levels`), {
      status: 400,
      type: JSON_TOO_DEEP_TYPE,
    });
  }
}
