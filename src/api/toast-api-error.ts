import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/api/api-error';
import { reportErrorLater } from '@/api/report-error-later';
import { showToast } from '@/lib/toast-store';

/**
 * For features: shows the catalogue message of a failed call as a toast (a failure is toasted unless a
 * screen says otherwise). Errors the client already handled stay quiet: aborts, network (its own throttled
 * toast) and 503 (the server-busy modal). Errors that are not ApiErrors (a bug in the feature's own
 * code) are reported here because the client never saw them.
 */
export function toastApiError(error: unknown, message?: string, context?: unknown): void {
  if (isApiError(error)) {
    if (error.kind === 'abort' || error.kind === 'network' || error.kind === 'busy') return;
    showToast(message ?? error.message, 'error');
    return;
  }
  reportErrorLater(error, context);
  showToast(message ?? i18n._(msg`Unknown Error`), 'error');
}
