import fc from 'fast-check';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';

/**
 * Seeded and bounded: FUZZ_SEED repeats a run (fast-check prints the seed and the shrunk input
 * of a failure); FUZZ_SECONDS bounds each property, so the whole fuzz run stays well under a minute.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 3);

export function fuzzParameters<T>(): fc.Parameters<T> {
  return { seed: FUZZ_SEED, numRuns: 10_000, interruptAfterTimeLimit: SECONDS * 1000, markInterruptAsFailure: false };
}

/** Text an attacker or a broken client might send: odd Unicode, injections, path tricks, huge. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '%00',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  '𝕳𝖆𝖚𝖘 🏠',
  '\uFEFF',
  '\uD800',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(10_000),
);

/** Any JSON value, weighted towards the kinds that break parsers and validators. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.emailAddress(),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.uuid()), { maxLength: 20 }),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 5 }),
  fc.constant({ __proto__: { admin: true } }),
);

/** A body with the expected fields, each plausible, junk or missing, plus stray fields. */
export function bodyOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const record = Object.fromEntries(
    Object.entries(fields).map(([key, plausible]) => [key, fc.oneof(plausible, junk)]),
  ) as Record<string, fc.Arbitrary<unknown>>;
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 }))
    .map(([known, stray]) => ({ ...stray, ...known }));
}

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it takes lone surrogates too. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** A query-string or path value as a client would send it, or a broken escape sequence. */
export const junkParam = fc.oneof(
  fc
    .oneof(junk, fc.string({ unit: 'grapheme', maxLength: 50 }))
    .map((value) => percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '.', '%2e%2e%2f', '%00', '%C0%AE%C0%AE'),
);

/** The API's promise for any refusal: never a 5xx, always `{statusCode, code, message}`. */
export function expectCleanAnswer(res: Response, call: string): void {
  const problem =
    res.status >= 500
      ? `answered ${res.status}`
      : res.status >= 400 &&
          !(
            res.body?.statusCode === res.status &&
            typeof res.body.code === 'string' &&
            /^[A-Z_]+$/.test(res.body.code) &&
            typeof res.body.message === 'string' &&
            res.body.message.length > 0
          )
        ? 'refused without {statusCode, code, message}'
        : null;
  if (problem) {
    throw new Error(`${call} ${problem} (seed ${FUZZ_SEED}): ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
}

const COUNTED_TABLES = [
  'users',
  'refresh_tokens',
  'customer_requests',
  'request_works',
  'request_status_changes',
  'mail_outbox',
  'houses',
  'house_images',
  'house_views',
  'contact_people',
  'saved_plans',
];

/** Rows per table, to show that a refused call stored nothing. */
export async function countRows(dataSource: DataSource): Promise<Record<string, number>> {
  const [row] = await dataSource.query(
    `SELECT ${COUNTED_TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`,
  );
  return row;
}
