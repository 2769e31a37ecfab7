import type { Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { GUEST_NAME, payByCard, reserve, shownReference } from './support/reserve';

/**
 * A confirmation can be opened again (issue 10): a booking's own URL, opened where the booking was not
 * made (a fresh browser: another tab's storage, another device), shows the diner's name, the booking
 * reference, a QR code the restaurant can scan and how to cancel or change — for a booking paid at the
 * restaurant (booking-success/{encryptedId}) and a prepaid one (landing/{encryptedId}). Nothing says an
 * e-mail was sent.
 */

const PREPAID_AYCE_SLUG = 'silom-hotel-buffet';

const TEXT = {
  en: {
    confirmed: 'Your booking is confirmed',
    name: 'Name',
    reference: 'Booking reference',
    qr: (restaurant: string) => `QR code of your booking at ${restaurant}`,
    change: 'To cancel or change this booking',
    notFound: 'Booking not found',
  },
  th: {
    confirmed: 'การจองของคุณได้รับการยืนยันแล้ว',
    name: 'ชื่อ',
    reference: 'หมายเลขอ้างอิงการจอง',
    qr: (restaurant: string) => `คิวอาร์โค้ดการจองของคุณที่ ${restaurant}`,
    change: 'หากต้องการยกเลิกหรือเปลี่ยนแปลงการจองนี้',
    notFound: 'ไม่พบการจอง',
  },
} as const;


/** The pass shown at the door: name, reference, a drawn QR code, how to cancel or change. */
async function expectPass(
  page: Page,
  lang: 'en' | 'th',
  restaurant: string,
  reference: string,
): Promise<void> {
  const text = TEXT[lang];
  const pass = page.getByTestId('confirmation-pass');
  await expect(pass.getByTestId('confirmation-name')).toHaveText(GUEST_NAME);
  await expect(pass.getByTestId('confirmation-reference')).toHaveText(reference);
  await expect(pass.getByText(text.name, { exact: true })).toBeVisible();
  await expect(pass.getByText(text.reference, { exact: true })).toBeVisible();
  const qr = pass.getByRole('img', { name: text.qr(restaurant) });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  const change = pass.getByTestId('confirmation-change');
  await expect(change).toContainText(text.change);
  await expect(change).toContainText(reference);
  await expect(change.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(page.locator('main')).not.toContainText(/e-?mail|อีเมล/i);
}

for (const lang of ['en', 'th'] as const) {
  test(`a pay-at-restaurant confirmation opens from its own URL where it was not made (${lang})`, async ({
    page,
    request,
    gotoApp,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 0 : 2];
    const r = await reserve(request, slug, lang === 'en' ? 2 : 3, lang);
    expect(r.status).toBe('pending_arrival');
    const reference = await shownReference(request, r.encryptedId);

    // This browser never made the booking: its session storage has nothing of it.
    await gotoApp(`/restaurants/${slug}/booking-success/${r.encryptedId}?locale=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].confirmed })).toBeVisible();
    await expect(page.getByTestId('confirmation-restaurant')).toHaveText(r.restaurantName);
    await expectPass(page, lang, r.restaurantName, reference);
    expect(await axeViolations(page)).toEqual([]);

    // The QR code's URL, the landing page, is the same confirmation.
    await gotoApp(`/restaurants/${slug}/landing/${r.encryptedId}?locale=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].confirmed })).toBeVisible();
    await expectPass(page, lang, r.restaurantName, reference);
  });

  test(`a prepaid confirmation shows the diner and the booking reference (${lang})`, async ({
    page,
    request,
    gotoApp,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    const r = await reserve(request, PREPAID_AYCE_SLUG, (isMobile ? 2 : 4) + (lang === 'en' ? 0 : 1), lang);
    expect(r.status).toBe('waiting_for_payment');
    await payByCard(request, r.encryptedId);
    const reference = await shownReference(request, r.encryptedId);

    await gotoApp(`/restaurants/${r.slug}/landing/${r.encryptedId}?locale=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].confirmed })).toBeVisible();
    await expectPass(page, lang, r.restaurantName, reference);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a confirmation URL nobody was given is not found, and claims no e-mail', async ({ page, gotoApp }) => {
  for (const lang of ['en', 'th'] as const) {
    await gotoApp(
      `/restaurants/${PAY_AT_RESTAURANT_AYCE_SLUGS[0]}/booking-success/AAAAAAAAAAAAAAAAAAAAAAAA?locale=${lang}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].notFound })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/e-?mail|อีเมล/i);
  }
});
