import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

// A local time (no zone in the text), so the result does not depend on the machine's time zone.
describe('formatDay', () => {
  it('writes the day only', () => {
    expect(formatDay('2026-12-31T23:59:00')).toBe('31.12.2026');
  });

  it('writes nothing for a text that is no date', () => {
    expect(formatDay('soon')).toBe('');
  });
});
