import { lazy, Suspense, useState } from 'react';
import { retryImport } from '@/lib/retry-import';
import { linkNamesEnvironment } from '@/features/developer/link-names-environment';
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
  const [linkChooses] = useState(linkNamesEnvironment);
  const needed = showTools || (mayChoose && linkChooses) || (!mayChoose && !active.isProduction);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <DeveloperTools />
    </Suspense>
  );
}
