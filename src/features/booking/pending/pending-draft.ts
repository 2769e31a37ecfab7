import type { PackageTypeCode } from '@/contract/catalogue-constants';
import type { RestaurantPackage } from '@/contract/restaurant-detail';
import { bookingMethodFor, packagePreferenceFor } from '@/domain/booking/booking-method';
import { initialBookingState, type BookingState, type SelectedPackage } from '@/domain/booking/booking-state';
import { hasPendingBookingShape } from '@/domain/booking/pending-booking-offer';
import type { AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';
import { draftVoucherCode } from '@/domain/vouchers/resumed-vouchers';

/**
 * A pending booking (tests/features/booking/pending-draft.test.ts): what a diner left unfinished, kept so it
 * can be offered and resumed at step 5 later. Guests keep one per kind on the device (IndexedDB), members get
 * theirs from GET /pending_transactions.json; both end up in this one shape.
 */
export const DRAFT_KINDS = ['dine_in', 'delivery'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export interface PendingDraftMenu {
  id: number;
  quantity: number;
  /** Major units, when the source knows it (server drafts); display only, the server prices again. */
  price: number | null;
}

export interface PendingDraftPackage {
  /** restaurantPackageId. */
  id: number;
  typeCode: PackageTypeCode | null;
  quantity: number;
  menus: PendingDraftMenu[];
}

export interface PendingDraft {
  id: string;
  restaurantId: number;
  restaurantSlug: string;
  /** For the offer's text; the resume loads the restaurant again. */
  restaurantName: string;
  /** YYYY-MM-DD, Bangkok. */
  date: string;
  /** HH:mm, Bangkok. */
  startTime: string;
  adult: number;
  kids: number;
  specialRequest: string;
  /**
   * The accepted vouchers' codes joined by commas (as a reservation stores them); a resumed booking checks
   * them again with the server before any counts (src/domain/vouchers/resumed-vouchers.ts).
   */
  voucherCode: string | null;
  serviceType: DraftKind;
  isOrderNow: boolean;
  packages: PendingDraftPackage[];
  packagePreference: DraftKind;
  /** Epoch ms of the last save: the newest draft of a kind wins. */
  savedAt: number;
  /** device: a guest's IndexedDB draft (dismissing deletes it); server: a member's pending transaction. */
  source: 'device' | 'server';
}

/** The fields of the booking session a draft is made from (src/features/booking/booking-store.ts). */
export interface DraftSource {
  restaurantSlug: string | null;
  restaurantId: number | null;
  state: Pick<
    BookingState,
    'selectedDate' | 'selectedTime' | 'adult' | 'kids' | 'specialRequest' | 'packagePreference' | 'selectedPackages'
  >;
  /** Step 5's vouchers: the accepted ones are kept with the draft (the card number never is). */
  vouchers?: readonly AppliedVoucher[];
  /** A resumed booking's codes not checked again yet: still the draft's. */
  vouchersToRecheck?: readonly string[];
}

/** The draft kind of a booking: its package preference, or the first package's kind; experiences have none. */
export function draftKindOf(state: DraftSource['state']): DraftKind | null {
  const first = state.selectedPackages[0];
  const preference = state.packagePreference ?? (first ? packagePreferenceFor(first.typeCode) : null);
  return preference === 'dine_in' || preference === 'delivery' ? preference : null;
}

/**
 * The draft of the booking in progress, or null while it has no restaurant, date, time or package (the
 * brief's save rule) or is of a kind that is not kept (experience).
 */
export function draftFromSession(
  session: DraftSource,
  meta: { id: string; restaurantName: string; nowMs: number },
): PendingDraft | null {
  const { state } = session;
  if (session.restaurantSlug === null || session.restaurantId === null) return null;
  if (state.selectedDate === null || state.selectedTime === null || state.selectedPackages.length === 0) return null;
  if (!hasPendingBookingShape({ date: state.selectedDate, startTime: state.selectedTime })) return null;
  const kind = draftKindOf(state);
  if (kind === null) return null;
  return {
    id: meta.id,
    restaurantId: session.restaurantId,
    restaurantSlug: session.restaurantSlug,
    restaurantName: meta.restaurantName,
    date: state.selectedDate,
    startTime: state.selectedTime,
    adult: state.adult,
    kids: state.kids,
    specialRequest: state.specialRequest,
    voucherCode: draftVoucherCode(session.vouchers ?? [], session.vouchersToRecheck ?? []),
    serviceType: kind,
    // The booking flow has no order-now choice yet; server drafts carry theirs.
    isOrderNow: false,
    packages: state.selectedPackages.map((p) => ({
      id: p.id,
      typeCode: p.typeCode,
      quantity: p.quantity,
      menus: p.menus.map((m) => ({ id: m.id, quantity: m.quantity, price: null })),
    })),
    packagePreference: kind,
    savedAt: meta.nowMs,
    source: 'device',
  };
}

/** The same booking (what the diner would see resumed), whatever its id and save time. */
export function sameBooking(a: PendingDraft | null, b: PendingDraft | null): boolean {
  if (a === null || b === null) return a === b;
  const strip = ({ id: _id, savedAt: _savedAt, ...rest }: PendingDraft) => rest;
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}

/**
 * Resume's step 2 on the restaurant as it is now: adult, kids, date, time, package
 * preference and quantities set, the step jumped to 5. Packages the restaurant no longer has (or no longer
 * books) are left out; null when none is left, so the caller shows the resume failure.
 */
export function resumedBookingState(
  draft: PendingDraft,
  packages: readonly RestaurantPackage[],
  keep: Pick<BookingState, 'isMobile' | 'isWallet' | 'isDateFirst' | 'location' | 'distanceToRestaurant'>,
): BookingState | null {
  const byId = new Map(packages.map((p) => [p.id, p]));
  const selected: SelectedPackage[] = [];
  for (const d of draft.packages) {
    const pkg = byId.get(d.id);
    if (!pkg || !pkg.isBookable || pkg.isExpired) continue;
    const menuIds = new Set(pkg.menuSections.flatMap((s) => s.menus.map((m) => m.id)));
    selected.push({
      id: pkg.id,
      typeCode: pkg.typeCode,
      isAllowMix: pkg.isAllowMix,
      isAcceptManyQuantity: pkg.isAcceptManyQuantity,
      quantity: Math.max(1, Math.floor(d.quantity) || 1),
      menus: d.menus.filter((m) => menuIds.has(m.id) && m.quantity > 0).map((m) => ({ id: m.id, quantity: m.quantity })),
    });
  }
  const first = selected[0];
  if (!first) return null;
  return {
    ...initialBookingState(),
    ...keep,
    step: 5,
    adult: draft.adult,
    kids: draft.kids,
    selectedDate: draft.date,
    selectedTime: draft.startTime,
    specialRequest: draft.specialRequest,
    packagePreference: draft.packagePreference,
    bookingMethod: bookingMethodFor(first.typeCode),
    selectedPackages: selected,
  };
}
