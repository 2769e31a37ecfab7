import { i18n, type MessageDescriptor } from '@lingui/core';
import { isApiError } from '@/api/api-error';
import { showToast } from '@/lib/toast-store';

/**
 * A catalogue call's own failure message as a toast ('failed get cities list', 'failed get promotion
 * list', 'failed get service type'), for the query's `meta.onFailure`: once per failed fetch, however
 * many parts of the page read it (src/lib/query/query-client.ts). Failures that already have their own
 * notice stay quiet here: no network (its throttled toast), a busy server (its modal), a cancelled call.
 */
export function failureToast(message: MessageDescriptor): (error: unknown) => void {
  return (error) => {
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'busy' || error.kind === 'abort')) return;
    showToast(i18n._(message), 'error');
  };
}
