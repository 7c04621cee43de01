/**
 * Values of a string enum as an array, e.g. for "must be one of" validation.
 * Only for string enums: numeric enums carry reverse mappings that would leak in.
 */
export function enumValues<E extends Record<string, string>>(enumObject: E): E[keyof E][] {
  return Object.values(enumObject) as E[keyof E][];
}
