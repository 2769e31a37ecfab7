/** Thailand has no daylight saving: Bangkok is always UTC+7. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An ISO instant as the Bangkok day it falls on, DD/MM/YYYY (how profile dates are shown); null if unreadable. */
export function bangkokDisplayDay(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const day = new Date(time + BANGKOK_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}
