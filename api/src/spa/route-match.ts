export interface RouteMatch<Pattern extends string> {
  pattern: Pattern;
  /** The `:id` segment, still URL-encoded. */
  id: string | null;
}

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The page a path opens among an app's route patterns, as its router matches them: a trailing
 * slash is the same page, a named path wins over `:id` (`/configure/property-shape` is no house
 * id). null: the app has no such page.
 */
export function matchRoute<Pattern extends string>(
  patterns: readonly Pattern[],
  path: string,
): RouteMatch<Pattern> | null {
  const parts = segments(path);
  let parameterMatch: RouteMatch<Pattern> | null = null;
  for (const pattern of patterns) {
    const wanted = segments(pattern);
    if (wanted.length !== parts.length) continue;
    let id: string | null = null;
    const matches = wanted.every((segment, index) => {
      if (segment !== ':id') return segment === parts[index];
      id = parts[index];
      return true;
    });
    if (!matches) continue;
    if (id === null) return { pattern, id: null };
    parameterMatch ??= { pattern, id };
  }
  return parameterMatch;
}
