import { ValidateBy, type ValidationOptions } from 'class-validator';

const EXPECTED = 'expected the address visitors open the site at, such as https://haus.example';

/** Why a PUBLIC_URL value cannot be used, or null when it can. */
export function publicUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return `not a web address: "${raw}" (${EXPECTED})`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `not http or https: "${raw}" (${EXPECTED})`;
  // The apps are served at the root, so a path would only make links that lead nowhere.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return `only scheme, host and port: "${raw}" (${EXPECTED})`;
  }
  return null;
}

/** The origin of a PUBLIC_URL that `publicUrlProblem` accepted, without a trailing slash. */
export function parsePublicUrl(raw: string): string {
  return new URL(raw.trim()).origin;
}

/** Where the site is reached when PUBLIC_URL is not set (outside production): this machine. */
export const localSiteUrl = (port: number): string => `http://localhost:${port}`;

/**
 * The address every absolute link in mails and PDFs starts with. Never the request's Host header,
 * which any client sets: a mail would lead the customer, with their code, to another site.
 * Production must name it, as a guessed one would send customers links to nowhere.
 */
export function resolvePublicUrl(configured: string | undefined, isProduction: boolean, port: number): string {
  if (configured) return parsePublicUrl(configured);
  if (isProduction) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required in production: the address visitors open the site at ' +
        '(e.g. https://haus.example); links in mails and PDFs are built from it',
    );
  }
  return localSiteUrl(port);
}

/** Environment check for PUBLIC_URL, reporting in the configuration's list of problems. */
export function IsPublicUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPublicUrl',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && publicUrlProblem(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (publicUrlProblem(args.value) ?? '') : 'must be a text',
      },
    },
    options,
  );
}
