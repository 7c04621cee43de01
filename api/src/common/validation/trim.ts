/** For `@Transform(trim)`: white space around a typed or pasted value is never meant. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
