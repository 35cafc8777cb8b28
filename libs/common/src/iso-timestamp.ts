const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):?(\d{2}))?)?$/i;

/**
 * An ISO 8601 date or date-time as an instant, or null when it is not one, names a day or time that does not
 * exist (`2024-02-30`, `25:00`) or falls outside the years 0001–9999. A value without a UTC offset is UTC, never
 * the server's time zone (docs/api-decisions.md): `new Date(text)` would read it as local time, hence the fields
 * are taken one by one. Digits past milliseconds are dropped, which only moves the instant earlier.
 */
export function parseIsoTimestamp(text: string): Date | null {
  const m = ISO_8601.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 9, 10].map((i) =>
    Number(m[i] ?? 0),
  );
  const fraction = m[7] ?? '';
  if (minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  // 24:00 is the end of the day (ECMAScript's date-time format allows it too), and nothing later.
  if (hour > 24 || (hour === 24 && (minute > 0 || second > 0 || /[1-9]/.test(fraction)))) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // A day that does not exist rolls over into the next month.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const offset = (m[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const instant = new Date(date.getTime() - offset * 60_000);
  // Years 0001–9999 (in UTC) only: outside them databases and drivers disagree on how to write a timestamp.
  return instant.getUTCFullYear() >= 1 && instant.getUTCFullYear() <= 9999 ? instant : null;
}

/** A stored time as the API writes it (ISO 8601, UTC, milliseconds), or null: the one formatter of both apps. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}
