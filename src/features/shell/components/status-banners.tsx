import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { appSignals } from '@/lib/app-signals';
import { useStore } from '@/lib/create-store';
import { useOnline } from '@/lib/network-status';
import { isStorageBlocked } from '@/lib/storage-check';

/**
 * The shell's banners (tests/features/shell/status-banners.test.tsx): offline, cookies or storage blocked,
 * and a new version with a refresh action. They sit in one polite live region so a change is announced once.
 */
export function StatusBanners() {
  const online = useOnline();
  const { updateAvailable } = useStore(appSignals);
  // Checked once: turning cookies back on needs a reload anyway.
  const [storageBlocked] = useState(() => isStorageBlocked());
  const [refreshing, setRefreshing] = useState(false);

  return (
    <div className="status-banners" role="status">
      {!online && (
        <p className="status-banner status-banner--offline">
          <Trans>You are offline. Check your internet connection; saved pages are still available.</Trans>
        </p>
      )}
      {storageBlocked && (
        <p className="status-banner status-banner--cookies">
          <Trans>Please allow cookies in your browser settings, otherwise some features will not work.</Trans>
        </p>
      )}
      {updateAvailable && (
        <p className="status-banner status-banner--update">
          <Trans>A new version is available.</Trans>{' '}
          <button
            type="button"
            className="status-banner__action"
            disabled={refreshing}
            onClick={() => {
              setRefreshing(true);
              // The update flow's module is loaded by then: the banner shows only once it has run.
              void import('@/lib/pwa/register-sw').then(({ applyUpdate }) => applyUpdate());
            }}
          >
            <Trans>Refresh</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
