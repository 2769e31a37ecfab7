/**
 * A member's birthday as analytics may carry it (tests/domain/tracking/analytics-birthday.test.ts):
 * day and month only, DD-MM, never the year. Accepts the profile's forms (YYYY-MM-DD, DD/MM/YYYY) and
 * DD-MM itself; answers null for anything that is not a real day of the year.
 */
export function analyticsBirthday(input: string | null | undefined): string | null {
  if (!input) return null;
  const text = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const profile = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const short = /^(\d{2})-(\d{2})$/.exec(text);
  const [day, month] = iso ? [iso[3], iso[2]] : profile ? [profile[1], profile[2]] : short ? [short[1], short[2]] : [];
  if (day === undefined || month === undefined) return null;
  return isDayOfYear(Number(day), Number(month)) ? `${day}-${month}` : null;
}

/** True for a DD-MM text naming a real day (29-02 included: some years have it). */
export function isAnalyticsBirthday(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isDayOfYear(Number(match[1]), Number(match[2]));
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDayOfYear(day: number, month: number): boolean {
  const days = DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}
