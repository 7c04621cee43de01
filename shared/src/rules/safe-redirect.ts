import { Role } from '../enums/role.js';

const MAX_TARGET_LENGTH = 2048;

/** A target still changing after this many decodings is treated as an encoding trick. */
const MAX_DECODE_ROUNDS = 5;

/**
 * Spec section 5: a single leading '/', segments of letters, digits and @ - % _ ~,
 * optional query and hash. '.' is left out of segments on purpose so no dot segment
 * can be written literally; empty segments ('//') are not allowed anywhere.
 */
const INTERNAL_PATH =
  /^\/(?:[A-Za-z0-9@%_~-]+(?:\/[A-Za-z0-9@%_~-]+)*\/?)?(?:\?[A-Za-z0-9\-_.~%&=+@/,]*)?(?:#[A-Za-z0-9\-_.~%&=+@/,]*)?$/;

const PROTOCOL_RELATIVE = /^[/\\]{2}/;
// C0, DEL, C1 and the Unicode line separators, which some parsers treat as line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const DOT_SEGMENT = /(?:^|[/\\])\.{1,2}(?:[/\\?#]|$)/;
// A scheme in the first segment ('/javascript:…') would become live if a slash got stripped.
const LEADING_SCHEME = /^[\s/\\]*[A-Za-z][A-Za-z0-9+.-]*:/;

function isDangerous(form: string): boolean {
  return (
    PROTOCOL_RELATIVE.test(form) ||
    form.includes('\\') ||
    CONTROL_CHARACTER.test(form) ||
    DOT_SEGMENT.test(form) ||
    LEADING_SCHEME.test(form)
  );
}

/** True when no percent-decoded form of the target hides an off-site or malformed URL. */
function survivesDecoding(target: string): boolean {
  let form = target;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      // Malformed escapes cannot be reasoned about, and other decoders may read them differently.
      return false;
    }
    if (decoded === form) {
      return true;
    }
    if (isDangerous(decoded)) {
      return false;
    }
    form = decoded;
  }
  return false;
}

/**
 * The redirect target after login, or null when it must not be followed.
 * Only internal paths are accepted (see INTERNAL_PATH) and every percent-decoded
 * form is checked too, because routers and servers decode before they route.
 * A target equal to `currentPath` gives null (spec: a redirect to the current path
 * is skipped); the comparison is exact over path, query and hash, so '/a?x=1'
 * differs from '/a'.
 */
export function safeRedirectPath(target: unknown, currentPath?: string): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) {
    return null;
  }
  if (!INTERNAL_PATH.test(target) || isDangerous(target) || !survivesDecoding(target)) {
    return null;
  }
  return target === currentPath ? null : target;
}

/** Segment-wise: '/admin' and '/admin/…' are admin paths, '/administrator' is not. */
export function isAdminPath(path: string): boolean {
  return /^\/admin(?:[/?#]|$)/.test(path);
}

export function loginRouteFor(path: string): string {
  return isAdminPath(path) ? '/admin/login' : '/login';
}

/** Where a user lands after login or when visiting a page of the wrong role (spec section 6). */
export function homeRouteFor(role?: Role | null): string {
  switch (role) {
    case Role.ROLE_CONTACT_PERSON:
      return '/admin';
    case Role.ROLE_CUSTOMER:
      return '/';
    default:
      return '/login';
  }
}
