import { describe, expect, it } from 'vitest';
import {
  calendarEvent,
  calendarFileName,
  escapeText,
  foldLine,
  mapSearchUrl,
  type CalendarEventInput,
} from '@/domain/reservations/calendar-event';

// 2026-11-26 12:00:05 in Bangkok.
const now = new Date('2026-11-26T05:00:05.123Z');

const input: CalendarEventInput = {
  encryptedId: 'AbC123xyz',
  date: '2026-12-02',
  startTime: '18:30',
  address: '99 Sukhumvit Rd, Khlong Toei; Bangkok 10110',
  location: { lat: 13.7308, lng: 100.5693 },
  pageUrl: 'https://app.example/restaurants/som-tam/landing/AbC123xyz',
  texts: {
    summary: 'Table for 2 at Som Tam',
    notes: ['Booking reference: HT-1234'],
    mapLabel: 'Map',
    pageLabel: 'Your booking',
    reminder: 'Your table at Som Tam in 2 hours',
  },
};

/** The file's content lines, unfolded (a CRLF followed by one space is removed). */
function unfolded(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n').filter((l) => l !== '');
}

/** The value of the first property named `name` (with its parameters), within the given block. */
function prop(lines: string[], name: string, block = 'VEVENT'): string | undefined {
  const start = lines.indexOf(`BEGIN:${block}`);
  const end = lines.indexOf(`END:${block}`);
  return lines.slice(start, end).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
}

/** TEXT unescaping, the reader's side. */
function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

describe('calendarEvent', () => {
  const text = calendarEvent(input, now);
  const lines = unfolded(text);

  it('is one VCALENDAR with one VEVENT, CRLF line ends only', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(prop(lines, 'PRODID', 'VCALENDAR')).toBe('PRODID:-//Hungry Table//Reservations//EN');
  });

  it('places the event in Asia/Bangkok with its VTIMEZONE (+07, no daylight saving)', () => {
    expect(prop(lines, 'DTSTART')).toBe('DTSTART;TZID=Asia/Bangkok:20261202T183000');
    expect(prop(lines, 'DTEND')).toBe('DTEND;TZID=Asia/Bangkok:20261202T203000');
    expect(prop(lines, 'TZID', 'VTIMEZONE')).toBe('TZID:Asia/Bangkok');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Bangkok',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0700',
      'TZOFFSETTO:+0700',
      'TZNAME:+07',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(text).not.toContain('DAYLIGHT');
    // The zone is declared before the event that refers to it.
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('stamps the time passed in, in UTC without fractions', () => {
    expect(prop(lines, 'DTSTAMP')).toBe('DTSTAMP:20261126T050005Z');
  });

  it('lasts the default two hours, or the duration given; crosses midnight and month ends', () => {
    const at = (extra: Partial<CalendarEventInput>) => unfolded(calendarEvent({ ...input, ...extra }, now));
    expect(prop(at({ durationMinutes: 90 }), 'DTEND')).toBe('DTEND;TZID=Asia/Bangkok:20261202T200000');
    expect(prop(at({ durationMinutes: 0 }), 'DTEND')).toBe('DTEND;TZID=Asia/Bangkok:20261202T203000');
    expect(prop(at({ durationMinutes: null }), 'DTEND')).toBe('DTEND;TZID=Asia/Bangkok:20261202T203000');
    const late = at({ date: '2026-12-31', startTime: '23:15' });
    expect(prop(late, 'DTSTART')).toBe('DTSTART;TZID=Asia/Bangkok:20261231T231500');
    expect(prop(late, 'DTEND')).toBe('DTEND;TZID=Asia/Bangkok:20270101T011500');
    expect(prop(at({ date: '2028-02-28', startTime: '23:00' }), 'DTEND')).toBe('DTEND;TZID=Asia/Bangkok:20280229T010000');
  });

  it('refuses a date or time that is not the booking format', () => {
    expect(() => calendarEvent({ ...input, date: '02/12/2026' }, now)).toThrow(RangeError);
    expect(() => calendarEvent({ ...input, startTime: '6pm' }, now)).toThrow(RangeError);
  });

  it('has a UID stable per reservation, whatever the time or language', () => {
    expect(prop(lines, 'UID')).toBe('UID:AbC123xyz@hungrytable.co');
    const later = unfolded(
      calendarEvent({ ...input, texts: { ...input.texts, summary: 'โต๊ะ 2 ท่าน ที่ ส้มตำ' } }, new Date('2026-11-30T00:00:00Z')),
    );
    expect(prop(later, 'UID')).toBe(prop(lines, 'UID'));
    expect(prop(unfolded(calendarEvent({ ...input, encryptedId: 'Other9' }, now)), 'UID')).toBe('UID:Other9@hungrytable.co');
  });

  it('names the restaurant and party, and puts the address, map and page links in', () => {
    expect(prop(lines, 'SUMMARY')).toBe('SUMMARY:Table for 2 at Som Tam');
    expect(prop(lines, 'LOCATION')).toBe('LOCATION:99 Sukhumvit Rd\\, Khlong Toei\\; Bangkok 10110');
    expect(prop(lines, 'GEO')).toBe('GEO:13.7308;100.5693');
    expect(prop(lines, 'URL')).toBe(`URL:${input.pageUrl}`);
    const description = unescape(prop(lines, 'DESCRIPTION')!.slice('DESCRIPTION:'.length));
    expect(description).toBe(
      [
        'Booking reference: HT-1234',
        'Map: https://www.google.com/maps/search/?api=1&query=13.7308,100.5693',
        `Your booking: ${input.pageUrl}`,
      ].join('\n'),
    );
  });

  it('leaves the map out without a location and LOCATION out without an address', () => {
    const bare = unfolded(calendarEvent({ ...input, location: null, address: '  ' }, now));
    expect(prop(bare, 'GEO')).toBeUndefined();
    expect(prop(bare, 'LOCATION')).toBeUndefined();
    expect(prop(bare, 'DESCRIPTION')).not.toContain('google.com');
  });

  it('reminds two hours before with a DISPLAY alarm', () => {
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT2H',
      'DESCRIPTION:Your table at Som Tam in 2 hours',
      'END:VALARM',
    ]);
    // Inside the event.
    expect(lines.indexOf('BEGIN:VALARM')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.indexOf('END:VALARM')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it('escapes what a diner or restaurant wrote, so no text can start a property of its own', () => {
    const hostile = calendarEvent(
      {
        ...input,
        address: 'Soi 1\nEND:VEVENT',
        texts: { ...input.texts, summary: 'A\\B; C, D\r\nBEGIN:VALARM' },
        pageUrl: 'https://app.example/x\r\nATTACH:evil',
      },
      now,
    );
    const l = unfolded(hostile);
    expect(prop(l, 'SUMMARY')).toBe('SUMMARY:A\\\\B\\; C\\, D\\nBEGIN:VALARM');
    expect(prop(l, 'LOCATION')).toBe('LOCATION:Soi 1\\nEND:VEVENT');
    expect(prop(l, 'URL')).toBe('URL:https://app.example/xATTACH:evil');
    expect(l.filter((x) => x === 'BEGIN:VALARM')).toHaveLength(1);
    expect(l.filter((x) => x === 'END:VEVENT')).toHaveLength(1);
    expect(l.some((x) => x.startsWith('ATTACH'))).toBe(false);
  });

  it('folds a long Thai name at 75 octets without cutting a character', () => {
    const name = 'ร้านอาหารไทยต้นตำรับ ครัวคุณยายบ้านสวนริมน้ำเจ้าพระยา สาขาสุขุมวิท ซอยสามสิบเก้า';
    const thai = calendarEvent({ ...input, texts: { ...input.texts, summary: `โต๊ะ 2 ท่าน ที่ ${name}` } }, now);
    // The file's octets, cut at each CRLF: every line is at most 75 octets and valid UTF-8 on its own
    // (a strict decoder throws on a character cut in two).
    const bytes = Buffer.from(thai, 'utf8');
    const strict = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    for (let i = 0; i < bytes.length - 1; i++) {
      if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
      const line = bytes.subarray(start, i);
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => strict.decode(line)).not.toThrow();
      start = i + 2;
    }
    const physical = thai.split('\r\n');
    const summaryLines = physical.slice(physical.findIndex((l) => l.startsWith('SUMMARY:')));
    expect(summaryLines[1]!.startsWith(' ')).toBe(true);
    expect(prop(unfolded(thai), 'SUMMARY')).toBe(`SUMMARY:โต๊ะ 2 ท่าน ที่ ${name}`);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // A continuation line holds 74 octets after its space.
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('moves a three-octet character whole to the next line', () => {
    // 74 octets, then ก (3 octets) would make 77: it starts the next line.
    const folded = foldLine(`${'x'.repeat(74)}ก`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n ก`);
    // 72 + 3 = 75 fits exactly.
    expect(foldLine(`${'x'.repeat(72)}ก`)).toBe(`${'x'.repeat(72)}ก`);
  });

  it('keeps a four-octet character (outside the BMP) whole', () => {
    const folded = foldLine(`${'x'.repeat(73)}🍜y`);
    expect(folded).toBe(`${'x'.repeat(73)}\r\n 🍜y`);
  });
});

describe('escapeText', () => {
  it('escapes backslash first, then semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\n')).toBe('a\\\\n');
    expect(escapeText('a;b,c')).toBe('a\\;b\\,c');
    expect(escapeText('1\r\n2\n3\r4')).toBe('1\\n2\\n3\\n4');
    expect(escapeText('tab\there\u0007')).toBe('tab\there');
    expect(escapeText('ส้มตำ: "ไทย"')).toBe('ส้มตำ: "ไทย"');
  });
});

describe('mapSearchUrl', () => {
  it('is the universal Google Maps search link of the point', () => {
    expect(mapSearchUrl({ lat: 13.75, lng: 100.5 })).toBe('https://www.google.com/maps/search/?api=1&query=13.75,100.5');
  });
});

describe('calendarFileName', () => {
  it('is the restaurant and the date, keeping Thai letters and dropping what a file system may refuse', () => {
    expect(calendarFileName('Som Tam / Nua: "Siam"', '2026-12-02')).toBe('Som-Tam-Nua-Siam-2026-12-02.ics');
    expect(calendarFileName('ส้มตำนัว สยาม', '2026-12-02')).toBe('ส้มตำนัว-สยาม-2026-12-02.ics');
    expect(calendarFileName('...', '2026-12-02')).toBe('reservation-2026-12-02.ics');
    expect(Array.from(calendarFileName('ก'.repeat(100), '2026-12-02').replace(/-2026-12-02\.ics$/, ''))).toHaveLength(60);
  });
});
