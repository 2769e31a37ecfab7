import { lazy, Suspense, useState } from 'react';
import { environmentFromQuery } from '@/domain/environments/environment-from-query';
import { environmentOptions } from '@/lib/environment/environment-config';
import { retryImport } from '@/lib/retry-import';
import { useDeveloperAccess } from '@/features/developer/use-developer-access';

/** The tools and the switch behind them are a chunk of their own: most visitors never need them. */
const DeveloperTools = lazy(() =>
  retryImport(() => import('@/features/developer/components/developer-tools')).then((m) => ({ default: m.DeveloperTools })),
);

/**
 * Loads the developer tools only when there is something for them to do: show the alert and button, act
 * on a link's environment choice for someone who may choose, or bring someone who may not back to
 * production. A visitor on production who is not staff loads nothing more.
 */
export function DeveloperToolsGate() {
  const { active, mayChoose, showTools } = useDeveloperAccess();
  const [linkChooses] = useState(
    // The server's first paint (decision 0059) has no window, and never shows the tools.
    () =>
      typeof window !== 'undefined' &&
      environmentFromQuery(Object.fromEntries(new URLSearchParams(window.location.search)), environmentOptions).kind !== 'none',
  );
  const needed = showTools || (mayChoose && linkChooses) || (!mayChoose && !active.isProduction);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <DeveloperTools />
    </Suspense>
  );
}
