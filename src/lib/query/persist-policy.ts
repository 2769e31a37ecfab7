import type { Query } from '@tanstack/react-query';

/**
 * The one place that decides which queries persist to IndexedDB (tests/lib/query/persist.test.ts):
 *
 * - catalogue data, which is public and the same for every visitor, so the home page renders offline.
 *   Name a query ['catalogue', …] to persist it;
 * - the signed-in member's reservation history, so upcoming bookings open offline. Name such a query
 *   memberKey(memberId, 'reservations', …): the member's id is in the key, so the rows of one member are
 *   never shown to another on the same device, and sign-out can find and drop them
 *   (forgetOtherMembers in src/lib/query/forget-members.ts).
 *
 * - the member's bought package tickets, memberKey(memberId, 'package-tickets', …), so a ticket's QR opens
 *   offline at the restaurant; likewise the gift cards they bought, memberKey(memberId, 'gift-cards', …), and the restaurant
 *   vouchers they bought, memberKey(memberId, 'restaurant-vouchers', …), and the voucher groups they bought,
 *   memberKey(memberId, 'voucher-group-transactions', …).
 *
 * Anything else personal (profile, vouchers, payments, points, a member's other queries) stays in memory.
 */
export const PERSISTED_KEY_PREFIXES: readonly string[] = ['catalogue'];

/** The head of every query key that belongs to one member. */
export const MEMBER_KEY_HEAD = 'member';

/** What of a member's data may persist, by the key's third part. */
export const PERSISTED_MEMBER_PARTS: readonly string[] = [
  'reservations',
  'package-tickets',
  'gift-cards',
  'restaurant-vouchers',
  'voucher-group-transactions',
];

/** A query key of one member's data: ['member', memberId, …rest]. */
export function memberKey<const Rest extends readonly unknown[]>(memberId: number, ...rest: Rest) {
  return [MEMBER_KEY_HEAD, memberId, ...rest] as const;
}

function isMemberId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The member a key belongs to; null for a key that is not a member's (or names no valid member). */
export function memberOfKey(queryKey: readonly unknown[]): number | null {
  return queryKey[0] === MEMBER_KEY_HEAD && isMemberId(queryKey[1]) ? queryKey[1] : null;
}

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  if (typeof head !== 'string') return false;
  if (PERSISTED_KEY_PREFIXES.includes(head)) return true;
  const part = queryKey[2];
  return memberOfKey(queryKey) !== null && typeof part === 'string' && PERSISTED_MEMBER_PARTS.includes(part);
}

/** dehydrateOptions.shouldDehydrateQuery: persisted prefix and a successful result. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return isPersistedKey(query.queryKey) && query.state.status === 'success';
}

/**
 * Whether a query must go when `memberId` is the one signed in on this device (null: nobody): every
 * member's query but that member's own, persisted or not.
 */
export function belongsToAnotherMember(queryKey: readonly unknown[], memberId: number | null): boolean {
  const owner = memberOfKey(queryKey);
  if (queryKey[0] === MEMBER_KEY_HEAD && owner === null) return true;
  return owner !== null && owner !== memberId;
}
