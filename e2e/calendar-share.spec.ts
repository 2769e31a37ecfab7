import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { bookToStep5, signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Add to calendar and share, on phone and desktop: a member books, finds the booking under Upcoming,
 * downloads its .ics file (read back and checked: Bangkok time zone, the restaurant's address, the
 * reminder, the landing link) and shares it: without a share sheet the link is copied. The confirmation
 * page offers the same buttons. In Thai, the labels and the event's title are Thai.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 150_000 });

const CONFIRM = { en: 'Confirm booking', th: 'ยืนยันการจอง' } as const;
const FLOW = { en: 'Book a table', th: 'จองโต๊ะ' } as const;


interface Booking {
  encryptedId: string;
  restaurantName: string;
  date: string;
  time: string;
}

/** Signs a fresh member up and books for two through the restaurant page, in `lang`. */
async function memberBooks(page: Page, slug: string, isMobile: boolean, lang: 'en' | 'th'): Promise<Booking> {
  const email = `calendar-${lang}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await signInDevice(page, await signUpByApi(page.request, 'Calendar Malee', email, PASSWORD));
  await bookToStep5(page, { slug, isMobile, lang, daysAhead: 5 });
  const posted = page.waitForResponse((res) => res.url().includes('/api/v5/reservations.json') && res.request().method() === 'POST');
  await page.getByRole('region', { name: FLOW[lang] }).getByRole('button', { name: CONFIRM[lang] }).click();
  const { data } = (await (await posted).json()) as {
    data: { encrypted_id: string; restaurant_name: string; date: string; start_time: string };
  };
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });
  return { encryptedId: data.encrypted_id, restaurantName: data.restaurant_name, date: data.date, time: data.start_time };
}

/** The downloaded file's content lines, unfolded (a CRLF followed by one space joins two lines). */
async function calendarLines(download: Download): Promise<{ raw: string; lines: string[] }> {
  const raw = await readFile(await download.path(), 'utf8');
  return { raw, lines: raw.replace(/\r\n /g, '').split('\r\n') };
}

const icsText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

test('a member adds an upcoming booking to the calendar and shares its link', async ({ page, isMobile, baseURL }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 2 : 0];
  const booked = await memberBooks(page, slug, isMobile, 'en');
  const landing = (await (await page.request.get(`/api/v5/reservations/${booked.encryptedId}/landing.json`)).json()) as {
    data: { restaurant: { address: string; location: { lat: number; lng: number } } };
  };
  const { address, location } = landing.data.restaurant;
  const landingUrl = `${baseURL}/restaurants/${slug}/landing/${booked.encryptedId}`;

  // No share sheet on this device, and the clipboard's writes are recorded: stubbing the two browser APIs
  // only observes the call the page makes (a headless browser has neither a sheet nor a real clipboard).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    const copied: string[] = [];
    Object.assign(window, { __copied: copied });
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: (text: string) => (copied.push(text), Promise.resolve()) }),
    });
  });

  await page.goto('/profile/history?locale=en');
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`[data-reservation="${booked.encryptedId}"]`);
  const addToCalendar = card.getByRole('button', { name: 'Add to calendar' });
  await expect(addToCalendar).toBeVisible();
  // Each card's buttons are described by its restaurant's name.
  await expect(addToCalendar).toHaveAccessibleDescription(booked.restaurantName);

  // Keyboard: the button is reached and pressed with Enter.
  const downloading = page.waitForEvent('download');
  await addToCalendar.focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${booked.date}\\.ics$`));
  await expect(card.getByRole('status')).toHaveText('Calendar file downloaded');

  const { raw, lines } = await calendarLines(download);
  const [y, m, d] = booked.date.split('-');
  const [hh, mm] = booked.time.split(':');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(raw.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(lines).toContain('TZID:Asia/Bangkok');
  expect(lines).toContain(`DTSTART;TZID=Asia/Bangkok:${y}${m}${d}T${hh}${mm}00`);
  expect(lines).toContain(`UID:${booked.encryptedId}@hungrytable.co`);
  expect(lines).toContain(`SUMMARY:${icsText(`Table for 2 at ${booked.restaurantName}`)}`);
  expect(lines).toContain(`LOCATION:${icsText(address)}`);
  expect(lines).toContain(`URL:${landingUrl}`);
  const description = lines.find((l) => l.startsWith('DESCRIPTION:') && l.includes('google.com'));
  expect(description).toContain(`https://www.google.com/maps/search/?api=1&query=${location.lat}\\,${location.lng}`);
  expect(description).toContain(landingUrl);
  expect(lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1)).toEqual(
    expect.arrayContaining(['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT2H', 'END:VALARM']),
  );
  for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

  // Share without a share sheet: the landing page's link is copied, and the page says so.
  await card.getByRole('button', { name: 'Share' }).click();
  await expect(card.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([landingUrl]);

  // The buttons fit the phone's width, and the page stays accessible.
  const box = await card.getByRole('button', { name: 'Share' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await axeViolations(page, '.history-page')).toEqual([]);

  // The booking confirmation offers the same two buttons and the same file.
  await page.goto(`/restaurants/${slug}/landing/${booked.encryptedId}?locale=en`);
  const fromLanding = page.waitForEvent('download');
  await page.getByTestId('landing').getByRole('button', { name: 'Add to calendar' }).click();
  const again = await calendarLines(await fromLanding);
  expect(again.lines).toContain(`UID:${booked.encryptedId}@hungrytable.co`);
  expect(again.lines).toContain(`DTSTART;TZID=Asia/Bangkok:${y}${m}${d}T${hh}${mm}00`);
  await expect(page.getByTestId('landing').getByRole('button', { name: 'Share' })).toBeVisible();
});

test('ภาษาไทย: Thai labels, a Thai event title, and the share sheet where there is one', async ({ page, isMobile, baseURL }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 0 : 1];
  const booked = await memberBooks(page, slug, isMobile, 'th');

  // A device with a share sheet: the stub records what the page hands it (observing the call only).
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => (shared.push(data), Promise.resolve()),
    });
  });

  await page.goto('/profile/history?locale=th');
  await expect(page.getByRole('tab', { name: 'กำลังจะมาถึง' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`[data-reservation="${booked.encryptedId}"]`);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'เพิ่มลงปฏิทิน' }).click();
  const { raw, lines } = await calendarLines(await downloading);
  await expect(card.getByRole('status')).toHaveText('ดาวน์โหลดไฟล์ปฏิทินแล้ว');
  expect(lines).toContain(`SUMMARY:${icsText(`โต๊ะ 2 ท่าน ที่ ${booked.restaurantName}`)}`);
  // Thai is three octets a character: folded lines stay within 75 octets and each is whole UTF-8.
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of raw.split('\r\n')) {
    const bytes = Buffer.from(line, 'utf8');
    expect(bytes.length).toBeLessThanOrEqual(75);
    expect(() => strict.decode(bytes)).not.toThrow();
  }

  await card.getByRole('button', { name: 'แชร์' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: { title: string; url: string }[] }).__shared))
    .toEqual([
      {
        title: `การจองของฉันที่ ${booked.restaurantName}`,
        text: expect.stringContaining(`การจองของฉันที่ ${booked.restaurantName}`) as unknown as string,
        url: `${baseURL}/restaurants/${slug}/landing/${booked.encryptedId}`,
      },
    ]);
});
