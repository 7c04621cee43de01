/**
 * Query parameters holding a customer's login code (`/?code=…` of the personal link, the link
 * look-up's `login-code`): with it, anyone reading the logs could open the customer's login.
 */
const SECRET_PARAMETERS = new Set(['code', 'login-code', 'logincode']);

const parameterName = (pair: string) => {
  const name = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** The URL with the values of secret query parameters replaced by `[redacted]`, for logs. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => (SECRET_PARAMETERS.has(parameterName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair));
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}
