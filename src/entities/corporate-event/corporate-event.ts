import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isRefusal } from '@/api/api-error';
import { call } from '@/api/call';
import type { CorporateEvent } from '@/contract/booking';
import * as booking from '@/contract/endpoints/booking';
import { corporateEventCheck, corporateEventIdFor } from '@/domain/booking/corporate-event';
import { createStore, useStore } from '@/lib/create-store';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The corporate event a diner opened with its secret (tests/entities/corporate-event/corporate-event.test.ts). The
 * restaurant page (catalogue) saves it, the booking flow reads it to send `corporateEventId`: neither
 * feature imports the other. Kept for the tab (sessionStorage), so a reload of a booking step keeps it and
 * a new visit asks for the secret again.
 */
const STORAGE_KEY = storageKeys.corporateEvent;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readSaved(): CorporateEvent | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<CorporateEvent>;
    if (typeof v.id !== 'number' || typeof v.restaurantId !== 'number') return null;
    return {
      id: v.id,
      restaurantId: v.restaurantId,
      name: typeof v.name === 'string' ? v.name : '',
      restaurantPackageIds: Array.isArray(v.restaurantPackageIds)
        ? v.restaurantPackageIds.filter((x): x is number => typeof x === 'number')
        : [],
    };
  } catch {
    return null;
  }
}

export const corporateEventStore = createStore<CorporateEvent | null>(readSaved());

function save(event: CorporateEvent | null): void {
  corporateEventStore.set(event);
  try {
    if (event) storage()?.setItem(STORAGE_KEY, JSON.stringify(event));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the event lasts as long as the page.
  }
}

export function useCorporateEvent(): CorporateEvent | null {
  return useStore(corporateEventStore);
}

/** The event of this restaurant the diner opened, if any. */
export function corporateEventOf(restaurantId: number): CorporateEvent | null {
  const saved = corporateEventStore.get();
  return saved && corporateEventIdFor(saved, restaurantId) !== null ? saved : null;
}

export function forgetCorporateEvent(): void {
  save(null);
}

export type CorporateOpen = { ok: true; event: CorporateEvent } | { ok: false; message: string };

/**
 * POST /corporates/events/validate with the secret and the restaurant opened. The server's refusal of
 * another restaurant's event reads 'You open wrong corporate restaurant' (checked here again on the
 * answer); any other failure (unknown or closed event, no answer) is 'failed validate event id'.
 */
export async function openCorporateEvent(secretKey: string, restaurantId: number): Promise<CorporateOpen> {
  const failed = i18n._(msg`failed validate event id`);
  const wrong = i18n._(msg`You open wrong corporate restaurant`);
  try {
    const answer = await call(booking.validateCorporateEvent, {
      body: { secretKey, restaurantId },
      validate: true,
      dontReport: true,
      fallback: failed,
    });
    if (corporateEventCheck(answer.data, restaurantId) !== 'ok') return { ok: false, message: wrong };
    save(answer.data);
    return { ok: true, event: answer.data };
  } catch (error) {
    if (isRefusal(error, 422) && 'restaurantId' in error.fieldErrors) return { ok: false, message: wrong };
    return { ok: false, message: failed };
  }
}
