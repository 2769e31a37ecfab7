import { useState } from 'react';
import { developerToolsMayBeNeeded } from '@/domain/environments/developer-tools-may-be-needed';
import { useStore } from '@/lib/create-store';
import { siteIsProduction } from '@/lib/environment/site-environment';
import { environmentStore } from '@/lib/environment/environment-store';
import { sessionStore } from '@/entities/session/session';
import { linkNamesEnvironment } from '@/features/developer/link-names-environment';

/**
 * Whether the root layout fetches the developer tools' gate at all (decision 0066): only where it may have
 * something to do (src/domain/environments/developer-tools-may-be-needed.ts). Never on the server's paint.
 */
export function useDeveloperToolsMayBeNeeded(): boolean {
  const isStaff = useStore(sessionStore)?.isStaff === true;
  const environmentIsProduction = useStore(environmentStore).isProduction;
  const [link] = useState(linkNamesEnvironment);
  return (
    typeof window !== 'undefined' &&
    developerToolsMayBeNeeded({ isStaff, siteIsProduction, environmentIsProduction, linkNamesEnvironment: link })
  );
}
