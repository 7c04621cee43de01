import { isIP } from 'node:net';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Express's `trust proxy`: no proxy, how many proxies stand in front, or their addresses. */
export type TrustProxy = false | number | string[];

const OFF = ['', 'false', 'no', 'off', '0'];
/** Would trust every address a client writes into X-Forwarded-For: each request could pick its own IP. */
const EVERYONE = ['true', 'yes', 'on'];
/** Ranges Express knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const entries = (raw: string) => raw.split(',').map((entry) => entry.trim());

/** Why a TRUST_PROXY value cannot be used, or null when it can. */
export function trustProxyProblem(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (OFF.includes(value) || /^\d+$/.test(value)) return null;
  if (EVERYONE.includes(value)) {
    return (
      `"${raw}" would take any address a client writes into X-Forwarded-For as its IP, so no per-IP limit ` +
      'would hold; give the number of proxies in front of the API (e.g. 1) or their addresses or CIDRs ' +
      '(e.g. 10.0.0.0/8,127.0.0.1), or false'
    );
  }
  const invalid = entries(raw).filter((entry) => !isAddressOrRange(entry));
  if (invalid.length === 0) return null;
  return (
    `not a proxy address or CIDR: ${invalid.map((entry) => `"${entry}"`).join(', ')} ` +
    '(expected false, a number of proxies such as 1, or addresses/CIDRs such as 10.0.0.0/8,127.0.0.1)'
  );
}

/** The `trust proxy` setting for a value `trustProxyProblem` accepted. */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (OFF.includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return entries(raw);
}

/** Environment check for TRUST_PROXY, reporting in the configuration's list of problems. */
export function IsTrustProxy(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTrustProxy',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && trustProxyProblem(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (trustProxyProblem(args.value) ?? '') : 'must be a text',
      },
    },
    options,
  );
}
