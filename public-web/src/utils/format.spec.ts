import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format';

// Local times (no zone in the text), so the result does not depend on the machine's time zone.
describe('formatDate', () => {
  it('writes day, month, year, hours and minutes', () => {
    expect(formatDate('2026-03-07T09:05:00')).toBe('07.03.2026 09:05');
  });
});

describe('formatDay', () => {
  it('writes the day only', () => {
    expect(formatDay('2026-12-31T23:59:00')).toBe('31.12.2026');
  });

  it('writes nothing for a text that is no date', () => {
    expect(formatDay('soon')).toBe('');
  });
});
