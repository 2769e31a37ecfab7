import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, Suspense, type ComponentType } from 'react';
import { authModalStore, closeAuthModal } from '@/entities/account/auth-modal';
import { useStore } from '@/lib/create-store';
import { retryImport } from '@/lib/retry-import';
import { showToast } from '@/lib/toast-store';

export interface AuthModalProps {
  onClose: () => void;
}

/**
 * Each modal is its own chunk, fetched when it is first opened and retried like a page chunk. A chunk
 * that cannot be loaded at all closes the modal with that screen's load-failure message.
 */
function lazyModal(
  load: () => Promise<ComponentType<AuthModalProps>>,
  failure: MessageDescriptor,
): ComponentType<AuthModalProps> {
  return lazy(() =>
    retryImport(load)
      .then((component) => ({ default: component }))
      .catch(() => {
        showToast(i18n._(failure), 'error');
        closeAuthModal();
        return { default: () => null };
      }),
  );
}

const LoginModal = lazyModal(
  () => import('@/features/account/components/login-modal').then((m) => m.LoginModal),
  msg`Oops, something went wrong, failed to open login screen`,
);
const RegisterModal = lazyModal(
  () => import('@/features/account/components/register-modal').then((m) => m.RegisterModal),
  msg`Oops, something went wrong, failed to open register screen`,
);
const ForgotPasswordModal = lazyModal(
  () => import('@/features/account/components/forgot-password-modal').then((m) => m.ForgotPasswordModal),
  msg`Oops, something went wrong, failed to open login screen`,
);

const SocialStepsModal = lazyModal(
  () => import('@/features/account/components/social-steps-modal').then((m) => m.SocialStepsModal),
  msg`Oops, something went wrong, failed to open login screen`,
);

/**
 * Renders the account modal that is open (authModalStore) over the current page
 * (tests/features/account/auth-modal-host.test.tsx).
 */
export function AuthModalHost() {
  const open = useStore(authModalStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'login' && <LoginModal onClose={closeAuthModal} />}
      {open === 'register' && <RegisterModal onClose={closeAuthModal} />}
      {open === 'forgot' && <ForgotPasswordModal onClose={closeAuthModal} />}
      {open === 'social' && <SocialStepsModal onClose={closeAuthModal} />}
    </Suspense>
  );
}
