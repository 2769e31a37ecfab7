import type { Language } from '@/contract/envelope';

export interface WeeklyHours {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  openTime: string;
  closeTime: string;
}

const DAY_NAMES: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  th: ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'],
};
const DAILY: Record<Language, string> = { en: 'Daily', th: 'ทุกวัน' };
const CLOSED: Record<Language, string> = { en: 'Closed', th: 'ปิด' };
/** Weeks read Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The card's one-line opening hours: runs of consecutive days with the same hours, Monday first.
 * "Daily 11:00-22:00", "Tue-Sun 11:00-22:00", "Mon-Thu 11:00-22:00, Fri-Sat 11:00-23:00, Sun 11:00-22:00".
 * A day with several ranges lists them joined by " & ".
 */
export function openingHoursShort(hours: readonly WeeklyHours[], lang: Language): string {
  const byDay = new Map<number, string>();
  for (const h of [...hours].sort((a, b) => a.openTime.localeCompare(b.openTime))) {
    const range = `${h.openTime}-${h.closeTime}`;
    const prev = byDay.get(h.weekday);
    byDay.set(h.weekday, prev ? `${prev} & ${range}` : range);
  }
  if (byDay.size === 0) return CLOSED[lang];
  const days = WEEK_ORDER.map((d) => ({ day: d, text: byDay.get(d) }));
  if (days.every((d) => d.text !== undefined && d.text === days[0]?.text))
    return `${DAILY[lang]} ${days[0]?.text}`;

  const runs: { from: number; to: number; text: string }[] = [];
  for (const { day, text } of days) {
    if (text === undefined) continue;
    const last = runs[runs.length - 1];
    const prevDay = WEEK_ORDER[WEEK_ORDER.indexOf(day) - 1];
    if (last && last.text === text && last.to === prevDay) last.to = day;
    else runs.push({ from: day, to: day, text });
  }
  const name = (d: number): string => DAY_NAMES[lang][d] ?? '';
  return runs
    .map((r) => `${r.from === r.to ? name(r.from) : `${name(r.from)}-${name(r.to)}`} ${r.text}`)
    .join(', ');
}
