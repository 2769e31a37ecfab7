import { Trans } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { reloadOnceForChunkError, isChunkLoadError } from '@/features/shell/chunk-error';

/**
 * The router's error component. A failed page chunk shows 'Oops, error when loading the page, please refresh'
 * with a refresh button; any other error offers to try again (tests/features/shell/route-error.test.tsx).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunkError = isChunkLoadError(error);
  // The first chunk failure of this tab reloads the page once (a new deploy is the usual cause).
  const [reloading] = useState(() => chunkError && reloadOnceForChunkError());
  if (reloading) return null;
  if (chunkError) {
    return (
      <div className="page-message" role="alert">
        <h1 className="page-message__title">
          <Trans>Oops, error when loading the page, please refresh</Trans>
        </h1>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <Trans>Refresh</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="page-message" role="alert">
      <h1 className="page-message__title">
        <Trans>Oops, something went wrong</Trans>
      </h1>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
