import { ConstructionMethod } from '../enums/construction-method.js';
import { PropertyShape } from '../enums/property-shape.js';
import { RoofShape } from '../enums/roof-shape.js';

/** Filter of the public template-house search (spec section 3), kept in the configure-filter cookie. */
export interface ConfigureFilter {
  propertyShape?: PropertyShape;
  constructionMethod?: ConstructionMethod;
  roofShape?: RoofShape;
  /** Living area in m². */
  from?: number;
  to?: number;
}

/** The API refuses areas outside 0..99999 m². */
const MAX_FILTER_AREA = 99999;

function oneOf<T extends string>(values: Record<string, T>, raw: unknown): T | undefined {
  return typeof raw === 'string' && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;
}

function area(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_FILTER_AREA
    ? value
    : undefined;
}

/** Keeps only known, well-formed entries, so a tampered or outdated cookie cannot break the search. */
export function sanitizeConfigureFilter(raw: unknown): ConfigureFilter {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const filter: ConfigureFilter = {
    propertyShape: oneOf(PropertyShape, source.propertyShape),
    constructionMethod: oneOf(ConstructionMethod, source.constructionMethod),
    roofShape: oneOf(RoofShape, source.roofShape),
    from: area(source.from),
    to: area(source.to),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as ConfigureFilter;
}

/** The cookie value: JSON of the sanitised filter. */
export function serializeConfigureFilter(filter: ConfigureFilter): string {
  return JSON.stringify(sanitizeConfigureFilter(filter));
}

/** Reads the cookie value; anything unreadable is an empty filter. */
export function parseConfigureFilter(value: string | null | undefined): ConfigureFilter {
  if (!value) return {};
  try {
    return sanitizeConfigureFilter(JSON.parse(value));
  } catch {
    return {};
  }
}

/** Query of GET houses/templates; a range given the wrong way round is turned around. */
export function configureFilterQuery(filter: ConfigureFilter): Record<string, string> {
  const clean = sanitizeConfigureFilter(filter);
  const [from, to] =
    clean.from !== undefined && clean.to !== undefined && clean.from > clean.to
      ? [clean.to, clean.from]
      : [clean.from, clean.to];
  const query: Record<string, string | undefined> = {
    from: from?.toString(),
    to: to?.toString(),
    propertyShape: clean.propertyShape,
    constructionMethod: clean.constructionMethod,
    roofShape: clean.roofShape,
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Path of the catalogue request for the filter, below the API prefix (the site and the server's page hints). */
export function catalogueRequestPath(filter: ConfigureFilter): string {
  return `/houses/templates?${new URLSearchParams(configureFilterQuery(filter)).toString()}`;
}
