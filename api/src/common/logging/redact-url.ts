/**
 * Query parameters holding a six-digit code: a customer's login code (`/?code=…` of the personal
 * link, the link look-up's `login-code`) and a saved plan's (`/login?plan=…`). With one, anyone
 * reading the logs could open the customer's login or the plan. Likewise the queue board's
 * one-time `ticket` while it is unused, and `sig`, which signs an AR link to a private model
 * (house-views/ar-link.service.ts): while valid, it opens the model without a token.
 */
const SECRET_PARAMETERS = new Set(['code', 'login-code', 'logincode', 'plan', 'ticket', 'sig']);

/**
 * The path segment after `saved-plans` is a plan's code (`/api/v1/saved-plans/123456`). The whole
 * segment goes, however it is written (percent-encoded digits reach the route as digits), and the
 * name in any case, as Express routes paths case-insensitively.
 */
const SAVED_PLAN_PATH = /(\/saved-plans\/+)[^/?#]+/gi;

const parameterName = (pair: string) => {
  const name = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => (SECRET_PARAMETERS.has(parameterName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair))
    .join('&');
}

/** The URL with codes in its path and the values of secret query parameters replaced by `[redacted]`, for logs. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  const path = (start === -1 ? url : url.slice(0, start)).replace(SAVED_PLAN_PATH, '$1[redacted]');
  return start === -1 ? path : `${path}?${redactQuery(url.slice(start + 1))}`;
}
