import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingFlow } from '@/features/booking/components/booking-flow';
import { bindRestaurant, bookingStore, emptySession, updateBooking } from '@/features/booking/booking-store';
import { toSelectedPackage } from '@/features/booking/choose-package';
import { askLanguageChange } from '@/lib/i18n/language-change-guard';
import { toastStore } from '@/lib/toast-store';
import { renderWithRouter } from '../../test-utils/render';
import { apiDouble, restaurant } from './booking-fixtures';

describe('BookingFlow', () => {
  const r = restaurant();

  beforeEach(() => {
    sessionStorage.clear();
    bookingStore.set(emptySession());
    toastStore.set(null);
    bindRestaurant(r.slug, r.id);
    updateBooking((s) => ({ ...s, packagePreference: 'dine_in', selectedPackages: [toSelectedPackage(r.packages[0]!, s)] }));
    const double = apiDouble((call) =>
      call.path.endsWith('/available_dates.json')
        ? { body: { success: true, data: [{ date: '2026-11-22', available: true, seats_left: 20 }, { date: '2026-11-23', available: false, seats_left: 0 }] } }
        : { status: 404, body: { success: false, message: 'not found' } },
    );
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('blocks step 2 without people, with its prompt, then moves on', async () => {
    const { router } = await renderWithRouter(<BookingFlow restaurant={r} step={1} variant="sidebar" />, {
      path: '/restaurants/sabai-shabu/book/step-1',
    });
    expect(screen.getByRole('region', { name: 'Book a table' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Number of people');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(toastStore.get()?.message).toBe('Please select number of people first');
    expect(bookingStore.get().state.step).toBe(1);

    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Kids'), { target: { value: '1' } });
    expect(bookingStore.get().state).toMatchObject({ adult: 2, kids: 1, isBigGroup: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/sabai-shabu/book/step-2'));
    expect(bookingStore.get().state.step).toBe(2);
  });

  it('offers the available dates, disables the full ones and asks for a date first', async () => {
    updateBooking((s) => ({ ...s, step: 2, adult: 2 }));
    await renderWithRouter(<BookingFlow restaurant={r} step={2} variant="page" />, {
      path: '/restaurants/sabai-shabu/mobile-book/step-2',
    });
    const open = await screen.findByRole('radio', { name: /22 November 2026/ });
    const full = screen.getByRole('radio', { name: /23 November 2026, Fully booked/ });
    expect((full as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(toastStore.get()?.message).toBe('Please select date first');

    fireEvent.click(open);
    expect(bookingStore.get().state.selectedDate).toBe('2026-11-22');
  });

  it('marks a big group above the largest table where the restaurant takes them', async () => {
    const big = restaurant({ isEnableBigGroup: true, largestTable: 8 });
    await renderWithRouter(<BookingFlow restaurant={big} step={1} variant="sidebar" />, {
      path: '/restaurants/sabai-shabu/book/step-1',
    });
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '9' } });
    expect(bookingStore.get().state).toMatchObject({ isBigGroup: true, bigGroupMinSize: 9 });
    expect(screen.getByRole('status').textContent).toContain('The restaurant will confirm your booking.');
  });

  it('asks before a language change mid-booking; yes resets to step 1', async () => {
    updateBooking((s) => ({ ...s, step: 2, adult: 2 }));
    await renderWithRouter(<BookingFlow restaurant={r} step={2} variant="sidebar" />, {
      path: '/restaurants/sabai-shabu/book/step-2',
    });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = askLanguageChange('th');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Changing the language will reset your booking back to the first step.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);
    expect(bookingStore.get().state.step).toBe(2);

    act(() => {
      answer = askLanguageChange('th');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    expect(await answer).toBe(true);
    expect(bookingStore.get().state).toMatchObject({ step: 1, adult: 0, packagePreference: 'dine_in' });
  });
});
