/**
 * Valid time (a Tessera extension): the instants of `valid_from`, `valid_to` and `as_of`. Clients send an ISO 8601
 * date (1903, 1903-05 and 1903-05-17 are not all ISO dates: only YYYY-MM-DD is) or date-time with a zone; stores keep
 * the canonical UTC form (Date#toISOString), whose text order is time order, so SQL and MongoDB compare them as strings.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The canonical instant of an ISO 8601 date (midnight UTC) or date-time with a zone; null when it is neither. */
export function canonicalInstant(text: string): string | null {
  const date = DATE.exec(text);
  const dateTime = date ? null : DATE_TIME.exec(text);
  const parts = date ?? dateTime;
  if (!parts) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = parts;
  // Date.parse rolls 2023-02-30 over to March; a calendar check refuses it.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCFullYear() !== Number(year) || calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const ms = Date.parse(date ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString();
  // A zone offset can carry 0000-01-01T00:30+01:00 into year -1, which has no 4-digit canonical form.
  return /^\d{4}-/.test(iso) ? iso : null;
}

export const VALID_TIME_FORMAT = 'an ISO 8601 date (YYYY-MM-DD) or date-time with a zone (e.g. 2024-05-01T12:00:00Z)';
