import { useLingui } from '@lingui/react/macro';
import { appSignals } from '@/lib/app-signals';
import { useStore } from '@/lib/create-store';

/** A thin bar at the top of the page while any API call is in flight (appSignals.pendingRequests > 0). */
export function ProgressBar() {
  const { t } = useLingui();
  const { pendingRequests } = useStore(appSignals);
  if (pendingRequests <= 0) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label={t`Loading`}>
      <div className="progress-bar__fill" />
    </div>
  );
}
