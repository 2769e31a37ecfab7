import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { vouchers } from '@server/db/schema/vouchers';

let serial = 0;

/** A voucher of the test's own (codes are unique per call), valid from 2024 to 2099 unless told. */
export async function makeVoucher(db: Database, over: Partial<typeof vouchers.$inferInsert> = {}) {
  serial += 1;
  const [row] = await db
    .insert(vouchers)
    .values({
      code: `T${serial}${Math.random().toString(36).slice(2, 8)}`.toUpperCase(),
      nameEn: 'Test voucher',
      nameTh: 'บัตรทดสอบ',
      category: 'restaurant',
      amountType: 'fixed',
      usageType: 'single',
      valueMinor: 5_000,
      validFrom: '2024-01-01',
      validUntil: '2099-12-31',
      ...over,
    })
    .returning();
  return row!;
}

export async function voucherRow(db: Database, id: number) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row!;
}
