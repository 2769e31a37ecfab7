/**
 * Date text helpers: dates travel as YYYY-MM-DD, profile dates show DD/MM/YYYY
 * (tests/domain/date/date-format.test.ts). Pure: they work on calendar dates as text or parts and never read
 * the clock or a time zone.
 */

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const YEAR_FIRST_SLASH = /^(\d{4})\/(\d{2})\/(\d{2})$/;

function pad(n: number, width = 2): string {
  return n.toString().padStart(width, '0');
}

export function isValidDateParts({ year, month, day }: DateParts): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** 'YYYY-MM-DD' (the API's date format) from parts. */
export function toIsoDate(parts: DateParts): string {
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** Parses 'YYYY-MM-DD' into parts; null when the text is not a real calendar date. */
export function parseIsoDate(text: string): DateParts | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidDateParts(parts) ? parts : null;
}

/** True for a real calendar date written 'YYYY-MM-DD' (a reservation date must be one). */
export function isValidIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** 'DD/MM/YYYY' (profile dates) from parts. */
export function toDisplayDate(parts: DateParts): string {
  return `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}`;
}

/** Parses 'DD/MM/YYYY' into parts; null when invalid. */
export function parseDisplayDate(text: string): DateParts | null {
  const m = DISPLAY.exec(text.trim());
  if (!m) return null;
  const parts = { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) };
  return isValidDateParts(parts) ? parts : null;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; null when invalid. */
export function isoToDisplayDate(iso: string): string | null {
  const parts = parseIsoDate(iso);
  return parts ? toDisplayDate(parts) : null;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'; null when invalid. */
export function displayToIsoDate(display: string): string | null {
  const parts = parseDisplayDate(display);
  return parts ? toIsoDate(parts) : null;
}

/**
 * A birthday as the API wants it: slashes become dashes, 'YYYY-MM-DD'. Accepts the profile form's
 * 'DD/MM/YYYY', a year-first 'YYYY/MM/DD', or an already dashed 'YYYY-MM-DD'. Null when invalid.
 */
export function birthdayToApi(text: string): string | null {
  const trimmed = text.trim();
  const yearFirst = YEAR_FIRST_SLASH.exec(trimmed);
  if (yearFirst) return isValidIsoDate(`${yearFirst[1]}-${yearFirst[2]}-${yearFirst[3]}`) ? trimmed.replace(/\//g, '-') : null;
  if (DISPLAY.test(trimmed)) return displayToIsoDate(trimmed);
  return isValidIsoDate(trimmed) ? trimmed : null;
}
