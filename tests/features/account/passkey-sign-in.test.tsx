import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore } from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';
import { PasskeySignIn } from '@/features/account/components/passkey-sign-in';
import { renderWithI18n } from '../../test-utils/render';
import { MALEE } from './account-fetch';

const calls = vi.hoisted(() => ({
  supported: vi.fn(() => Promise.resolve(true)),
  signIn: vi.fn(),
}));

vi.mock('@/entities/account/passkey-calls', () => ({
  passkeysSupported: calls.supported,
  signInWithPasskey: calls.signIn,
  isPasskeyCancelled: (error: unknown) => error instanceof Error && error.name === 'NotAllowedError',
}));

function cancelled(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}

describe('PasskeySignIn', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    calls.supported.mockImplementation(() => Promise.resolve(true));
    calls.signIn.mockReset();
  });

  it('is not offered where the browser cannot use passkeys', async () => {
    calls.supported.mockImplementation(() => Promise.resolve(false));
    renderWithI18n(<PasskeySignIn onSignedIn={() => {}} onFailure={() => {}} />);
    await waitFor(() => expect(calls.supported).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs the member in and greets them', async () => {
    calls.signIn.mockResolvedValue({ ...MALEE, accessToken: 'tok-passkey' });
    const onSignedIn = vi.fn();
    renderWithI18n(<PasskeySignIn onSignedIn={onSignedIn} onFailure={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sessionStore.get()).toMatchObject({ name: 'Malee', accessToken: 'tok-passkey' });
    expect(toastStore.get()).toMatchObject({ message: 'Welcome back Malee' });
  });

  it('a closed prompt says nothing; a refusal says why', async () => {
    const onFailure = vi.fn();
    calls.signIn.mockRejectedValueOnce(cancelled());
    renderWithI18n(<PasskeySignIn onSignedIn={() => {}} onFailure={onFailure} />);
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(onFailure.mock.calls.filter(([m]) => m !== null)).toEqual([]);

    calls.signIn.mockRejectedValueOnce(new Error('boom'));
    fireEvent.click(button);
    await waitFor(() => expect(onFailure.mock.calls.some(([m]) => typeof m === 'string')).toBe(true));
    expect(sessionStore.get()).toBeNull();
  });
});
