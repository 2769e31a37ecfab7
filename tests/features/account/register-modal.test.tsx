import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore } from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';
import { RegisterModal } from '@/features/account/components/register-modal';
import { renderWithI18n } from '../../test-utils/render';
import { accountFetch, MALEE } from './account-fetch';

describe('RegisterModal', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  const fill = (over: Partial<Record<'Name' | 'Email' | 'Phone' | 'Password', string>> = {}) => {
    const values = { Name: 'Malee', Email: 'malee@example.com', Phone: '081-234-5678', Password: 'secret passphrase', ...over };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
  };

  it('signs up with the sign-up payload, signs the member in, then verifies the phone with the texted code', async () => {
    const { seen } = accountFetch(({ url, method }) => {
      if (url.includes('/users/phone_verification.json') && method === 'POST') {
        const data = { phone: '0812345678', calling_code: '+66', resend_in_seconds: 60, expires_in_seconds: 300 };
        return { status: 200, body: { success: true, message: null, data } };
      }
      if (url.includes('/users/phone_verification.json')) {
        return { status: 200, body: { success: true, message: null, data: { ...MALEE, phone_verified: true } } };
      }
      return { status: 200, body: { success: true, message: null, data: { ...MALEE, access_token: 'tok-2' } } };
    });
    const onClose = vi.fn();
    renderWithI18n(<RegisterModal onClose={onClose} />);
    fireEvent.click(screen.getByLabelText('Send me offers and news by e-mail'));
    fill();
    expect(await screen.findByText('We sent a 6-digit code to 0812345678')).toBeTruthy();
    const signUp = seen.find((s) => s.url.includes('/api/v5/users.json'));
    expect(signUp!.body).toEqual({
      name: 'Malee',
      email: 'malee@example.com',
      phone: '0812345678',
      calling_code: '+66',
      password: 'secret passphrase',
      subscribe_marketing_email: true,
      language: 'en',
      provider: 'hungrytable',
      guest_booking_ids: [],
    });
    expect(sessionStore.get()).toMatchObject({ name: 'Malee', accessToken: 'tok-2' });
    expect(await screen.findByRole('button', { name: /Resend code in (60|59) s/ })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const check = seen.find((s) => s.url.includes('/users/phone_verification.json') && s.method === 'PUT');
    expect(check!.body).toEqual({ code: '123456' });
    expect(localStorage.getItem('hh-phone-verified')).toBe('1');
    expect(toastStore.get()).toMatchObject({ message: 'Welcome Malee' });
  });

  it("offers this device's guest bookings, forgets the claimed ones and says so", async () => {
    localStorage.setItem('hh-guest-bookings', JSON.stringify(['mine-1', 'other-1']));
    const { seen } = accountFetch(({ url }) => {
      if (url.includes('/users/phone_verification.json')) {
        const data = { phone: '0812345678', calling_code: '+66', resend_in_seconds: 60, expires_in_seconds: 300 };
        return { status: 200, body: { success: true, message: null, data } };
      }
      const data = { ...MALEE, access_token: 'tok-3', claimed_booking_ids: ['mine-1'] };
      return { status: 200, body: { success: true, message: null, data } };
    });
    const onClose = vi.fn();
    renderWithI18n(<RegisterModal onClose={onClose} />);
    fill();
    // The phone step comes first; the diner may verify later, the welcome still names the claimed booking.
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((seen[0]!.body as { guest_booking_ids: string[] }).guest_booking_ids).toEqual(['mine-1', 'other-1']);
    // The other booking was made with another e-mail: still offered at a later sign-up.
    expect(JSON.parse(localStorage.getItem('hh-guest-bookings')!)).toEqual(['other-1']);
    expect(toastStore.get()).toMatchObject({ message: 'Welcome Malee. Your earlier booking is now in your account.' });
  });

  it("puts the server's field refusals on their fields", async () => {
    accountFetch(() => ({
      status: 422,
      body: {
        success: false,
        message: 'This email is already registered, please sign in',
        errors: { email: 'This email is already registered, please sign in' },
      },
    }));
    renderWithI18n(<RegisterModal onClose={() => {}} />);
    fill();
    expect(await screen.findByText('This email is already registered, please sign in')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sessionStore.get()).toBeNull();
  });

  it('checks every field before calling', () => {
    const { fetchMock } = accountFetch(() => ({ status: 500, body: {} }));
    renderWithI18n(<RegisterModal onClose={() => {}} />);
    fill({ Name: ' ', Email: '', Phone: '08x', Password: 'short' });
    expect(screen.getByText('Name field is required')).toBeTruthy();
    expect(screen.getByText('Email field is required')).toBeTruthy();
    expect(screen.getByText('Please put zero in front of your number eg. 0xxxxxxxxx')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
