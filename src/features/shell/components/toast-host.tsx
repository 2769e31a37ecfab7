import { useLingui } from '@lingui/react/macro';
import { useStore } from '@/lib/create-store';
import { dismissToast, toastStore } from '@/lib/toast-store';

/**
 * Shows the current toast (src/lib/toast-store keeps one at a time and drops it after 4000 ms).
 * Errors are alerts (announced at once); other kinds are polite status messages.
 */
export function ToastHost() {
  const { t } = useLingui();
  const toast = useStore(toastStore);
  return (
    <div className="toast-host">
      {toast && (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className="toast__message">{toast.message}</span>
          <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t`Dismiss`}</span>
          </button>
        </div>
      )}
    </div>
  );
}
