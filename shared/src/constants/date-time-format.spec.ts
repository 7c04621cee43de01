import { formatDateTime } from './date-time-format.js';

// Dates are built in local time so the tests pass in every time zone.
describe('formatDateTime', () => {
  it('pads day, month, hours and minutes', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 9, 7))).toBe('05.01.2024 09:07');
  });

  it('formats midnight and the last minute of the year', () => {
    expect(formatDateTime(new Date(2023, 11, 31, 0, 0))).toBe('31.12.2023 00:00');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59, 59))).toBe('31.12.2023 23:59');
  });

  it('parses strings without offset as local time', () => {
    expect(formatDateTime('2024-07-15T14:30:00')).toBe('15.07.2024 14:30');
  });

  it('converts UTC strings to the same local time a Date would show', () => {
    const iso = '2024-03-01T12:45:00.000Z';
    const local = new Date(iso);
    const expected =
      `${String(local.getDate()).padStart(2, '0')}.${String(local.getMonth() + 1).padStart(2, '0')}.` +
      `${local.getFullYear()} ${String(local.getHours()).padStart(2, '0')}:` +
      `${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('pads years below 1000 to four digits', () => {
    const date = new Date(2000, 1, 2, 3, 4);
    date.setFullYear(987);
    expect(formatDateTime(date)).toBe('02.02.0987 03:04');
  });

  it.each(['', 'not a date', new Date(Number.NaN)])('returns an empty string for %p', (input) => {
    expect(formatDateTime(input)).toBe('');
  });
});
