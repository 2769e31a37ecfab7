import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authModalStore, openAuthModal } from '@/entities/account/auth-modal';
import { AuthModalHost } from '@/features/account/components/auth-modal-host';
import { renderWithI18n } from '../../test-utils/render';

describe('AuthModalHost', () => {
  beforeEach(() => authModalStore.set(null));

  it('shows the modal that is open, loaded on first use, and nothing when none is', async () => {
    renderWithI18n(<AuthModalHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAuthModal('login'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    act(() => openAuthModal('register'));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    act(() => openAuthModal('forgot'));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(authModalStore.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
