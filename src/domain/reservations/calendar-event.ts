/**
 * A reservation as an iCalendar file (RFC 5545) the diner adds to their calendar
 * (tests/domain/reservations/calendar-event.test.ts). Pure: the moment of writing (DTSTAMP) is passed in,
 * and every text a person reads comes in already in the diner's language.
 *
 * - The times are Bangkok wall time, as every booking is stored: DTSTART/DTEND carry TZID=Asia/Bangkok
 *   and the file holds that zone's VTIMEZONE (UTC+7, no daylight saving since 1920), so a calendar that
 *   does not know the zone still places the event right.
 * - UID is the reservation's encrypted id at our domain: adding the same booking twice updates the one
 *   event instead of making a second.
 * - Without a duration the event lasts DEFAULT_DURATION_MINUTES (a dinner's usual length; bookings carry
 *   no end time).
 * - One reminder (VALARM, DISPLAY) REMINDER_MINUTES before the start.
 * - Texts are escaped (backslash, semicolon, comma, line breaks) and lines folded at 75 octets of UTF-8
 *   without cutting a character (a Thai letter is three octets); lines end with CRLF.
 */

export const CALENDAR_TIME_ZONE = 'Asia/Bangkok';
/** The domain after '@' in every event's UID. */
export const CALENDAR_UID_DOMAIN = 'hungrytable.co';
export const DEFAULT_DURATION_MINUTES = 120;
export const REMINDER_MINUTES = 120;
/** Content lines SHOULD NOT be longer than 75 octets, line break excluded. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

export interface CalendarEventInput {
  /** The reservation's encrypted id (stable, unguessable). */
  encryptedId: string;
  /** 'YYYY-MM-DD' and 'HH:mm', Bangkok wall time. */
  date: string;
  startTime: string;
  /** Minutes; DEFAULT_DURATION_MINUTES when absent. */
  durationMinutes?: number | null;
  /** The restaurant's address (LOCATION). */
  address: string;
  location?: { lat: number; lng: number } | null;
  /** The booking's landing page, absolute (URL and DESCRIPTION). */
  pageUrl: string;
  texts: CalendarEventTexts;
}

/** What the diner reads, in their language. */
export interface CalendarEventTexts {
  /** The event's title: the restaurant and the party. */
  summary: string;
  /** Lines put first in the description (the booking reference, the party). */
  notes?: readonly string[];
  /** Labels of the map and booking links in the description. */
  mapLabel: string;
  pageLabel: string;
  /** The reminder's text. */
  reminder: string;
}

/** Google Maps' universal search link for a point: plain text in the file, nothing is fetched. */
export function mapSearchUrl(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;
}

/** TEXT value escaping (the iCalendar TEXT rules); other control characters are dropped (not allowed in a value). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, ''); // eslint-disable-line no-control-regex
}

const encoder = new TextEncoder();

/**
 * One content line folded into lines of at most 75 octets: a continuation line starts with one space
 * (which counts), and a character's octets never straddle two lines.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2) => n.toString().padStart(width, '0');

/** Wall time as iCalendar's local DATE-TIME ('YYYYMMDDTHHMMSS'), `minutes` later. */
function wallTime(date: string, time: string, minutes: number): string {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not a booking date and time: ${date} ${time}`);
  // The wall clock is counted as if it were UTC: Bangkok has no daylight saving, so adding minutes is exact.
  const at = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]) + minutes));
  return `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`;
}

/** A URI value is not escaped, but a line break in it would start a property of its own. */
const uri = (value: string) => value.replace(/[\u0000-\u0020\u007F]/g, ''); // eslint-disable-line no-control-regex

function utcStamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The VCALENDAR text of one reservation, CRLF line ends, folded. */
export function calendarEvent(input: CalendarEventInput, now: Date): string {
  const duration =
    input.durationMinutes && Number.isFinite(input.durationMinutes) && input.durationMinutes > 0
      ? Math.round(input.durationMinutes)
      : DEFAULT_DURATION_MINUTES;
  const map = input.location ? mapSearchUrl(input.location) : null;
  const description = [
    ...(input.texts.notes ?? []),
    ...(map ? [`${input.texts.mapLabel}: ${map}`] : []),
    `${input.texts.pageLabel}: ${input.pageUrl}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hungry Table//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${CALENDAR_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:+07',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${escapeText(input.encryptedId)}@${CALENDAR_UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${wallTime(input.date, input.startTime, 0)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${wallTime(input.date, input.startTime, duration)}`,
    `SUMMARY:${escapeText(input.texts.summary)}`,
    ...(input.address.trim() ? [`LOCATION:${escapeText(input.address.trim())}`] : []),
    ...(input.location ? [`GEO:${input.location.lat};${input.location.lng}`] : []),
    `URL:${uri(input.pageUrl)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-PT${REMINDER_MINUTES % 60 === 0 ? `${REMINDER_MINUTES / 60}H` : `${REMINDER_MINUTES}M`}`,
    `DESCRIPTION:${escapeText(input.texts.reminder)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The file's name: '<restaurant>-<YYYY-MM-DD>.ics'. Letters of any script and digits are kept (a Thai
 * name stays Thai); anything a file system may refuse becomes one hyphen.
 */
export function calendarFileName(restaurantName: string, date: string): string {
  const cleaned = restaurantName
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // At most 60 characters, counted by code point so no character is cut in two.
  const name = Array.from(cleaned).slice(0, 60).join('').replace(/-+$/, '');
  return `${name || 'reservation'}-${date}.ics`;
}
