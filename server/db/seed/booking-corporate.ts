import type { corporateEventPackages, corporateEvents } from '../schema/booking';

/**
 * Seeded corporate events (POST /corporates/events/validate; reservation corporateEventId). The secret
 * keys are what a company would hand its staff; tests and demos use them.
 */
export const CORPORATE_EVENTS: readonly (typeof corporateEvents.$inferInsert)[] = [
  {
    id: 1,
    restaurantId: 13,
    nameEn: 'Acme Bangkok year-end party',
    nameTh: 'งานเลี้ยงปีใหม่ Acme กรุงเทพฯ',
    secretKey: 'ACME-YEAR-END',
    isActive: true,
  },
  {
    id: 2,
    restaurantId: 71,
    nameEn: 'Siam Tech team dinner',
    nameTh: 'มื้อค่ำทีม Siam Tech',
    secretKey: 'SIAMTECH-DINNER',
    isActive: true,
  },
  {
    id: 3,
    restaurantId: 15,
    nameEn: 'Old offsite (closed)',
    nameTh: 'งานสัมมนานอกสถานที่ (ปิดแล้ว)',
    secretKey: 'OLD-OFFSITE',
    isActive: false,
  },
];

export const CORPORATE_EVENT_PACKAGES: readonly (typeof corporateEventPackages.$inferInsert)[] = [
  { eventId: 1, packageId: 30 },
  { eventId: 2, packageId: 159 },
  { eventId: 2, packageId: 161 },
  { eventId: 3, packageId: 33 },
];
