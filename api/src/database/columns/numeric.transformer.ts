import type { ValueTransformer } from 'typeorm';

/** PostgreSQL numeric arrives as a string in `pg`; the API speaks numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
