import { showToast } from '@/lib/toast-store';

/** The network toast shows at most once per 15 s (tested in tests/api/transport.test.ts). */
export const NETWORK_TOAST_GAP_MS = 15_000;

let lastNetworkToastAt = Number.NEGATIVE_INFINITY;

export function notifyNetworkError(message: string): void {
  const now = Date.now();
  if (now - lastNetworkToastAt < NETWORK_TOAST_GAP_MS) return;
  lastNetworkToastAt = now;
  showToast(message, 'error');
}

export function notifySessionExpired(message: string): void {
  showToast(message, 'error');
}
