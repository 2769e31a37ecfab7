import type { Money } from '@/contract/catalogue';
import type { Language } from '@/contract/envelope';
import type { VoucherView } from '@/contract/vouchers';

type VoucherTerms = VoucherView['attributes'];

/** What a voucher takes off, as the group page words it. */
export type VoucherOffer =
  | { kind: 'stored'; value: Money }
  | { kind: 'percent'; percent: number; cap: Money | null }
  | { kind: 'fixed'; amount: Money };

export function voucherOffer(terms: VoucherTerms): VoucherOffer {
  if (terms.amountType === 'stored') return { kind: 'stored', value: terms.balance ?? terms.value };
  if (terms.amountType === 'percent' && terms.percent != null) {
    return { kind: 'percent', percent: terms.percent, cap: terms.maxDiscount };
  }
  return { kind: 'fixed', amount: terms.value };
}

/** A minimum spend of zero is no condition at all, so it is not shown. */
export function minimumSpend(terms: VoucherTerms): Money | null {
  return terms.minSpend.amount > 0 ? terms.minSpend : null;
}

/**
 * Where a diner goes to use a voucher: the restaurant's page when the voucher names exactly one, otherwise
 * the search (a voucher for any restaurant, or for several, is entered at step 5 of any of them).
 */
export function voucherUseHref(terms: Pick<VoucherTerms, 'restaurantIds'>): string {
  const [only, ...rest] = terms.restaurantIds;
  return only != null && rest.length === 0 ? `/restaurants/${only}` : '/restaurants/search';
}

/** A group id the server can answer for: digits only, 1…2147483647. Anything else is not found without a call. */
export function isVoucherGroupId(value: string): boolean {
  if (!/^\d{1,10}$/.test(value)) return false;
  const n = Number(value);
  return n >= 1 && n <= 2147483647;
}

/** A 'YYYY-MM-DD' day as the diner reads it in their language (Thai with the Buddhist year). */
export function formatVoucherDay(day: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
