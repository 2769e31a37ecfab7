import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModalStore } from '@/entities/account/auth-modal';
import { clearSession, sessionStore } from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';
import { LoginModal } from '@/features/account/components/login-modal';
import { renderWithI18n } from '../../test-utils/render';
import { accountFetch, MALEE } from './account-fetch';

describe('LoginModal', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    authModalStore.set(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  const fill = (email: string, password: string) => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('signs in: the session is kept, "Welcome back {name}" shows, the modal closes', async () => {
    const { seen } = accountFetch(() => ({ status: 200, body: { success: true, message: null, data: { ...MALEE, access_token: 'tok-1' } } }));
    const onClose = vi.fn();
    renderWithI18n(<LoginModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    fill(' malee@example.com ', 'secret passphrase');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: { grant_type: 'password', username: 'malee@example.com', password: 'secret passphrase' },
    });
    expect(seen[0]!.url).toContain('/api/v5/oauth/token.json');
    expect(sessionStore.get()).toEqual({ id: MALEE.id, name: 'Malee', email: 'malee@example.com', accessToken: 'tok-1' });
    expect(toastStore.get()).toMatchObject({ kind: 'success', message: 'Welcome back Malee' });
  });

  it("shows the server's refusal in the form and keeps what was typed; no session, no lost-session toast", async () => {
    accountFetch(() => ({ status: 401, body: { success: false, message: 'Invalid email or password' } }));
    toastStore.set(null);
    const onClose = vi.fn();
    renderWithI18n(<LoginModal onClose={onClose} />);
    fill('malee@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('malee@example.com');
    expect(onClose).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
    expect(toastStore.get()).toBeNull();
    expect(authModalStore.get()).toBeNull();
  });

  it('checks the fields before calling', () => {
    const { fetchMock } = accountFetch(() => ({ status: 500, body: {} }));
    renderWithI18n(<LoginModal onClose={() => {}} />);
    fill('not-an-email', '');
    expect(screen.getByText('not-an-email is not valid email address')).toBeTruthy();
    expect(screen.getByText('Password field is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leads to forgot-password and to register', () => {
    renderWithI18n(<LoginModal onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(authModalStore.get()).toBe('forgot');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(authModalStore.get()).toBe('register');
  });
});
