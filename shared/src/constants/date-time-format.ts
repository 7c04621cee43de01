function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/**
 * Formats as DD.MM.YYYY HH:mm in the runtime's local time zone.
 * Unparseable input gives '' so a table cell stays empty instead of showing "NaN".
 */
export function formatDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) {
    return '';
  }
  const day = pad(value.getDate());
  const month = pad(value.getMonth() + 1);
  const year = pad(value.getFullYear(), 4);
  return `${day}.${month}.${year} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}
