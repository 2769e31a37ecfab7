import type { Language } from '@/contract/envelope';
import type { VoucherCalculation, VoucherView } from '@/contract/vouchers';
import { gatewayMethodOf, paymentMethods, type PaymentMethod } from '@/contract/payments';
import { addVoucher, validCombination } from '@/domain/vouchers/voucher-combination';
import { usedVouchers, type UsedVoucher } from '@/domain/vouchers/voucher-discount';
import { bangkokIsoDay } from '@/domain/date/bangkok-iso-day';
import {
  checkEligibility,
  needsCard,
  type EligibilityVoucher,
  type IneligibleReason,
  type VoucherBooking,
} from '@/domain/vouchers/voucher-eligibility';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { translate, type MessageKey } from '../../messages/messages';
import { asCurrency, toMoney } from '../catalogue/money';
import { bookingsOf, findByCodes, lockByCodes, usesByDiner, type VoucherRow } from './voucher-repo';

/**
 * Vouchers on the server (docs/decisions/0037-vouchers.md): the shared rules decide, the rows are ours.
 * A check reads the rows as they are; a reservation reads them again under a lock in its own transaction,
 * so a usage limit or a gift's balance cannot be overspent by bookings made at the same moment.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export const REASON_MESSAGES: Record<IneligibleReason, MessageKey> = {
  inactive: 'voucherInactive',
  notStarted: 'voucherNotStarted',
  expired: 'voucherExpired',
  notOwner: 'voucherNotOwner',
  needsMember: 'voucherNeedsMember',
  wrongRestaurant: 'voucherWrongRestaurant',
  wrongCurrency: 'voucherWrongCurrency',
  wrongPackage: 'voucherWrongPackage',
  wrongService: 'voucherWrongService',
  minSpend: 'voucherMinSpend',
  giftSpent: 'voucherGiftSpent',
  totalLimit: 'voucherTotalLimit',
  memberLimit: 'voucherMemberLimit',
  firstBookingOnly: 'voucherFirstBookingOnly',
  wrongPaymentType: 'voucherWrongPaymentType',
  cardRequired: 'voucherCardRequired',
  wrongCard: 'voucherWrongCard',
};

/** Codes as stored: trimmed, upper-case, each once, never the points marker. */
export function normalizeCodes(codes: readonly (string | null | undefined)[], marker: string): string[] {
  const out: string[] = [];
  for (const raw of codes) {
    for (const part of (raw ?? '').split(',')) {
      const code = part.trim().toUpperCase();
      if (code && code !== marker && !out.includes(code)) out.push(code);
    }
  }
  return out;
}

/**
 * The payment types a voucher names: any card payment counts as 'card', and a method the client names
 * (true_wallet, qrcode…) counts as the gateway's kind, the vocabulary the payment start checks too.
 */
export function paymentKind(paymentType: string | null | undefined, ccNumber: string | null): string | null {
  const type = paymentType?.trim().toLowerCase() ?? '';
  if (['cc', 'card', 'credit_card', 'saved_card'].includes(type)) return 'card';
  if ((paymentMethods as readonly string[]).includes(type)) return gatewayMethodOf(type as PaymentMethod);
  if (type) return type;
  return ccNumber ? 'card' : null;
}

export function eligibilityOf(row: VoucherRow): EligibilityVoucher {
  return {
    active: row.active,
    category: row.category as EligibilityVoucher['category'],
    amountType: row.amountType as EligibilityVoucher['amountType'],
    valueMinor: row.valueMinor,
    amountUsedMinor: row.amountUsedMinor,
    minSpendMinor: row.minSpendMinor,
    currency: row.currency,
    usedCount: row.usedCount,
    totalLimit: row.totalLimit,
    perMemberLimit: row.perMemberLimit,
    ownerUserId: row.ownerUserId,
    restaurantIds: row.restaurantIds,
    packageTypes: row.packageTypes,
    serviceTypes: row.serviceTypes,
    paymentTypes: row.paymentTypes,
    cardPrefixes: row.cardPrefixes,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    firstBookingOnly: row.firstBookingOnly,
  };
}

const discountShape = (row: VoucherRow) => ({
  id: row.id,
  category: row.category as EligibilityVoucher['category'],
  amountType: row.amountType as EligibilityVoucher['amountType'],
  valueMinor: row.valueMinor,
  percent: row.percent,
  maxDiscountMinor: row.maxDiscountMinor,
  amountUsedMinor: row.amountUsedMinor,
});

export type BookingFacts = Omit<VoucherBooking, 'usesByDiner' | 'bookingsByDiner'> & { email: string | null };

export interface Checked {
  row: VoucherRow;
  reason: IneligibleReason | null;
}

/** Each voucher checked for the booking, with the diner's own uses and bookings read from `db`. */
export async function checkVouchers(
  db: Db,
  rows: readonly VoucherRow[],
  facts: BookingFacts,
  now: Date,
): Promise<Checked[]> {
  const uses = await usesByDiner(
    db,
    rows.map((r) => r.id),
    { userId: facts.userId, email: facts.email },
  );
  const bookings = rows.some((r) => r.firstBookingOnly) ? await bookingsOf(db, facts.userId) : 0;
  return rows.map((row) => {
    const result = checkEligibility(
      eligibilityOf(row),
      { ...facts, usesByDiner: uses.get(row.id) ?? 0, bookingsByDiner: bookings },
      now,
    );
    return { row, reason: result.kind === 'ok' ? null : result.reason };
  });
}

/** What the valid vouchers take off the total, each. */
export function discountsOf(checked: readonly Checked[], totalMinor: number): UsedVoucher[] {
  return usedVouchers(
    checked.filter((c) => c.reason == null).map((c) => discountShape(c.row)),
    totalMinor,
  );
}

export function reasonMessage(reason: IneligibleReason, row: VoucherRow, lang: Language): string {
  return translate(lang, REASON_MESSAGES[reason], {
    date: row.validFrom,
    amount: toMoney(row.minSpendMinor, asCurrency(row.currency), lang).format,
  });
}

function sectionOf(row: VoucherRow, today: string): VoucherView['attributes']['status'] {
  const spent =
    (row.amountType === 'stored' && row.amountUsedMinor >= row.valueMinor) ||
    (row.totalLimit != null && row.usedCount >= row.totalLimit);
  if (spent) return 'used';
  if (!row.active || row.validUntil < today) return 'expired';
  return 'active';
}

export function voucherView(
  row: VoucherRow,
  lang: Language,
  now: Date,
  check: { amountMinor?: number; reason?: IneligibleReason | null } = {},
): VoucherView {
  const currency = asCurrency(row.currency);
  const money = (minor: number) => toMoney(minor, currency, lang);
  const gift = row.category === 'gift';
  const valid = check.reason == null;
  return {
    id: row.id,
    type: 'vouchers',
    voucherCode: row.code,
    voucherCategory: gift ? 'gift_voucher' : 'other',
    isDeductible: row.usageType === 'deductible',
    amountUsed: money(check.amountMinor ?? (row.amountType === 'stored' ? row.amountUsedMinor : 0)),
    paymentTypes: row.paymentTypes,
    isValid: valid,
    isSuccess: valid,
    validationMessage: check.reason ? reasonMessage(check.reason, row, lang) : null,
    attributes: {
      name: lang === 'th' && row.nameTh ? row.nameTh : row.nameEn,
      category: row.category as VoucherView['attributes']['category'],
      amountType: row.amountType as VoucherView['attributes']['amountType'],
      usageType: row.usageType === 'deductible' ? 'deductible' : 'single',
      value: money(row.valueMinor),
      percent: row.percent,
      maxDiscount: row.maxDiscountMinor == null ? null : money(row.maxDiscountMinor),
      minSpend: money(row.minSpendMinor),
      balance: row.amountType === 'stored' ? money(Math.max(0, row.valueMinor - row.amountUsedMinor)) : null,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      restaurantIds: row.restaurantIds,
      packageTypes: row.packageTypes,
      serviceTypes: row.serviceTypes,
      needsCard: needsCard(row),
      groupId: row.groupId,
      status: sectionOf(row, bangkokIsoDay(now)),
    },
  };
}

export function calculation(
  used: readonly UsedVoucher[],
  totalMinor: number,
  currency: 'THB' | 'SGD',
  lang: Language,
): VoucherCalculation {
  const money = (minor: number) => toMoney(minor, currency, lang);
  const discount = used.reduce((sum, u) => sum + u.amountMinor, 0);
  return {
    usedVouchers: used.map((u) => ({ id: u.id, amount: money(u.amountMinor) })),
    subtotal: money(totalMinor),
    discount: money(discount),
    total: money(totalMinor - discount),
  };
}

/** The list a booking holds with `code` added to `applied` (gift vouchers combine with gift vouchers only). */
export function combine(appliedRows: readonly VoucherRow[], added: VoucherRow): VoucherRow[] {
  const asItem = (row: VoucherRow) => ({ code: row.code, isGift: row.category === 'gift', row });
  const result = addVoucher(appliedRows.map(asItem), asItem(added));
  if (result.kind === 'alreadyInserted')
    throw new AppError(422, 'voucherAlreadyInserted', {}, { field: 'voucherCode' });
  return result.list.map((item) => item.row);
}

/** A reservation's vouchers as it will hold them. */
export interface AppliedVouchers {
  codes: string[];
  discountMinor: number;
  used: UsedVoucher[];
  facts: BookingFacts;
}

/**
 * The vouchers of a reservation, checked before any lock (unknown code, a list that does not combine, a
 * voucher refused for this booking): the discount the diner is shown, and what the locked check must find.
 */
export async function vouchersBeforeLock(
  db: Db,
  codes: readonly string[],
  facts: BookingFacts,
  totalMinor: number,
  now: Date,
  field: string,
): Promise<AppliedVouchers | null> {
  if (codes.length === 0) return null;
  const rows = await findByCodes(db, codes);
  const missing = codes.find((code) => !rows.some((r) => r.code === code));
  if (missing) throw new AppError(422, 'voucherNotFound', {}, { field });
  if (!validCombination(rows.map((r) => ({ code: r.code, isGift: r.category === 'gift' }))))
    throw new AppError(422, 'voucherCombination', {}, { field });
  const used = refuseOrDiscounts(await checkVouchers(db, rows, facts, now), totalMinor, field);
  return { codes: [...codes], used, discountMinor: sumOf(used), facts };
}

/**
 * The same check under locks on the voucher rows, held until the reservation's transaction ends. A
 * discount that is not the one shown (a gift drawn down by another booking meanwhile) is refused.
 */
export async function vouchersUnderLock(
  tx: Tx,
  applied: AppliedVouchers,
  totalMinor: number,
  now: Date,
  field: string,
): Promise<UsedVoucher[]> {
  const rows = await lockByCodes(tx, applied.codes);
  if (rows.length !== applied.codes.length) throw new AppError(422, 'voucherNotFound', {}, { field });
  const used = refuseOrDiscounts(await checkVouchers(tx, rows, applied.facts, now), totalMinor, field);
  if (sumOf(used) !== applied.discountMinor) throw new AppError(409, 'voucherGiftSpent', {}, { field });
  return used;
}

function refuseOrDiscounts(checked: readonly Checked[], totalMinor: number, field: string): UsedVoucher[] {
  const refused = checked.find((c) => c.reason != null);
  if (refused?.reason) {
    throw new AppError(
      422,
      REASON_MESSAGES[refused.reason],
      {},
      {
        field,
        saidIn: {
          en: reasonMessage(refused.reason, refused.row, 'en'),
          th: reasonMessage(refused.reason, refused.row, 'th'),
        },
      },
    );
  }
  return discountsOf(checked, totalMinor);
}

const sumOf = (used: readonly UsedVoucher[]) => used.reduce((sum, u) => sum + u.amountMinor, 0);
