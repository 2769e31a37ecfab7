import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Availability } from '@/entities/availability/availability-calls';
import type { AvailableDate } from '@/contract/booking';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { goBack } from '@/domain/booking/back-clearing';
import type { BookingState } from '@/domain/booking/booking-state';
import { parseStepParam, stepMove, type BookingStep } from '@/domain/booking/booking-steps';
import { canMoveForward, type StepGuardOptions, type StepGuardResult } from '@/domain/booking/step-guards';
import { showToast } from '@/lib/toast-store';
import { stepPrompt } from '@/features/booking/booking-messages';
import { bookingStepHref, restaurantHref, type BookingVariant } from '@/features/booking/booking-paths';
import { bookingKeys } from '@/features/booking/booking-queries';
import { bookingStore, updateBooking } from '@/features/booking/booking-store';

export interface BookingNavigation {
  variant: BookingVariant;
  /**
   * Next, back or a jump (one step, or to a given step): forward moves pass the step guards (a failing one
   * toasts its prompt and blocks), back moves clear what back-clearing says. Resolves false when blocked.
   */
  goTo: (step: BookingStep, options?: { replace?: boolean }) => Promise<boolean>;
  /** Brings the URL to the store's step (after a blocked typed URL or an answered package intent). */
  showCurrentStep: () => Promise<void>;
  /**
   * Applies a move the browser already made (back/forward buttons, a typed address) to the store. Reads
   * the router's current address rather than a rendered prop, which may be one navigation behind.
   */
  syncFromUrl: () => Promise<void>;
  leaveToRestaurant: () => Promise<void>;
}

/** Guard options from what the screens fetched: a date is selectable when the calendar offered it. */
export function guardOptions(queryClient: QueryClient, restaurantId: number): StepGuardOptions {
  const dates = queryClient
    .getQueriesData<Availability<AvailableDate>>({ queryKey: [...bookingKeys.restaurant(restaurantId), 'dates'] })
    .flatMap(([, data]) => data?.items ?? []);
  if (dates.length === 0) return {};
  const open = new Set(dates.filter((d) => d.available).map((d) => d.date));
  return { isDateSelectable: (date) => open.has(date) };
}

export function checkForward(queryClient: QueryClient, restaurantId: number, target: BookingStep, state: BookingState): StepGuardResult {
  return canMoveForward(target, state, guardOptions(queryClient, restaurantId));
}

export function useBookingNavigation(restaurant: RestaurantDetail, variant: BookingVariant): BookingNavigation {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const slug = restaurant.slug;
    const navigateTo = (step: BookingStep, replace = false) =>
      router.navigate({ href: bookingStepHref(slug, step, variant), replace });

    const applyBack = (target: BookingStep) => {
      const result = goBack(bookingStore.get().state, target);
      updateBooking(() => result.state);
      if (result.clearDateTimeState) queryClient.removeQueries({ queryKey: bookingKeys.restaurant(restaurant.id) });
    };

    const goTo: BookingNavigation['goTo'] = async (target, options = {}) => {
      const state = bookingStore.get().state;
      const move = stepMove(state.step, target);
      if (move === 'forward') {
        const check = checkForward(queryClient, restaurant.id, target, state);
        if (!check.ok) {
          showToast(stepPrompt(check.reason), 'error');
          return false;
        }
        updateBooking((s) => ({ ...s, step: target }));
      } else if (move === 'back') {
        applyBack(target);
      }
      await navigateTo(target, options.replace ?? false);
      return true;
    };

    return {
      variant,
      goTo,
      showCurrentStep: () => navigateTo(bookingStore.get().state.step, true),
      syncFromUrl: async () => {
        const urlStep = parseStepParam(/step-(\d+)\/?$/.exec(router.state.location.pathname)?.[1] ?? '');
        if (urlStep === null) return;
        const state = bookingStore.get().state;
        const move = stepMove(state.step, urlStep);
        if (move === 'back') {
          applyBack(urlStep);
          return;
        }
        if (move === 'stay') return;
        const check = checkForward(queryClient, restaurant.id, urlStep, state);
        if (check.ok) {
          updateBooking((s) => ({ ...s, step: urlStep }));
          return;
        }
        showToast(stepPrompt(check.reason), 'error');
        await navigateTo(state.step, true);
      },
      leaveToRestaurant: () => router.navigate({ href: restaurantHref(slug), replace: true }),
    };
  }, [router, queryClient, restaurant.slug, restaurant.id, variant]);
}
