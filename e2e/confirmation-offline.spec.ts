import type { Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { expect, test } from './support/fixtures';
import { goOffline, goOnline, gotoOffline, reloadOffline } from './support/offline';
import { waitForServiceWorkerControl } from './support/pwa';
import { payByCard, reserve, shownReference } from './support/reserve';

/**
 * Offline at the door (issue 10): a confirmation this device has seen online opens with no connection —
 * reloaded, and in a new tab — with its QR code and booking reference, saying when it was last confirmed
 * online. The shell comes from the service worker's precache, the confirmation from the copy the app
 * keeps in IndexedDB (the worker never stores booking answers).
 */

const PREPAID_AYCE_SLUG = 'silom-hotel-buffet';

const TEXT = {
  en: {
    confirmed: 'Your booking is confirmed',
    saved:
      /^This is the copy saved on this device, last confirmed online on \d{1,2} \S+ \d{4}, \d{2}:\d{2}\.$/,
    qr: (restaurant: string) => `QR code of your booking at ${restaurant}`,
  },
  th: {
    confirmed: 'การจองของคุณได้รับการยืนยันแล้ว',
    saved: /^นี่คือสำเนาที่บันทึกไว้ในอุปกรณ์นี้ ยืนยันออนไลน์ล่าสุดเมื่อ \d{1,2} \S+ \d{4}, \d{2}:\d{2}$/,
    qr: (restaurant: string) => `คิวอาร์โค้ดการจองของคุณที่ ${restaurant}`,
  },
} as const;


/** What the door needs, offline: the heading, the drawn QR code, the reference, and how old it is. */
async function expectOfflineConfirmation(
  page: Page,
  lang: 'en' | 'th',
  restaurant: string,
  reference: string,
) {
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].confirmed })).toBeVisible();
  await expect(page.getByTestId('confirmation-reference')).toHaveText(reference);
  const qr = page.getByRole('img', { name: TEXT[lang].qr(restaurant) });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect(page.getByTestId('confirmation-saved')).toHaveText(TEXT[lang].saved);
}

for (const lang of ['en', 'th'] as const) {
  test(`a confirmation seen online opens offline, reloaded and in a new tab (${lang})`, async ({
    page,
    context,
    request,
    gotoApp,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    // A prepaid booking, paid; and one paid at the restaurant.
    const prepaid = await reserve(
      request,
      PREPAID_AYCE_SLUG,
      (isMobile ? 2 : 4) + (lang === 'en' ? 0 : 1),
      lang,
    );
    await payByCard(request, prepaid.encryptedId);
    const atRestaurant = await reserve(
      request,
      PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 1 : 2],
      lang === 'en' ? 2 : 3,
      lang,
    );
    const prepaidRef = await shownReference(request, prepaid.encryptedId);
    const atRestaurantRef = await shownReference(request, atRestaurant.encryptedId);
    const landing = `/restaurants/${prepaid.slug}/landing/${prepaid.encryptedId}?locale=${lang}`;
    const success = `/restaurants/${atRestaurant.slug}/booking-success/${atRestaurant.encryptedId}?locale=${lang}`;

    // Online, under the service worker: each confirmation is seen once (no word of a saved copy yet).
    await gotoApp(landing);
    await waitForServiceWorkerControl(page);
    await expect(page.getByTestId('confirmation-reference')).toHaveText(prepaidRef);
    await expect(page.getByTestId('confirmation-saved')).toHaveCount(0);
    await gotoApp(success);
    await expect(page.getByTestId('confirmation-reference')).toHaveText(atRestaurantRef);

    await goOffline(page);

    // Reloaded offline.
    await reloadOffline(page);
    await expectOfflineConfirmation(page, lang, atRestaurant.restaurantName, atRestaurantRef);
    await gotoOffline(page, landing);
    await expectOfflineConfirmation(page, lang, prepaid.restaurantName, prepaidRef);

    // A new tab, offline: the prepaid one from its landing URL, the other from the URL its QR code holds.
    const tab = await context.newPage();
    await gotoOffline(tab, landing);
    await expectOfflineConfirmation(tab, lang, prepaid.restaurantName, prepaidRef);
    await gotoOffline(tab, `/restaurants/${atRestaurant.slug}/landing/${atRestaurant.encryptedId}?locale=${lang}`);
    await expectOfflineConfirmation(tab, lang, atRestaurant.restaurantName, atRestaurantRef);

    await goOnline(page);
  });
}
