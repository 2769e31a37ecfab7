import { useRouterState } from '@tanstack/react-router';
import { showDeveloperTools } from '@/domain/environments/developer-tools-visibility';
import { mayChooseEnvironment } from '@/domain/environments/production-forcing';
import { siteIsProduction } from '@/lib/environment/environment-config';
import { environmentStore, type ActiveEnvironment } from '@/lib/environment/environment-store';
import { partnerModeFromSearch } from '@/lib/environment/partner-mode';
import { useStore } from '@/lib/create-store';
import { sessionStore } from '@/entities/session/session';

export interface DeveloperAccess {
  active: ActiveEnvironment;
  isStaff: boolean;
  /** Staff, or anyone on a site that is not production. */
  mayChoose: boolean;
  /** The floating settings button and the environment alert. */
  showTools: boolean;
}

/** Who sees the developer tools and may switch, from the saved profile, the site and the page's address. */
export function useDeveloperAccess(): DeveloperAccess {
  const active = useStore(environmentStore);
  const isStaff = useStore(sessionStore)?.isStaff === true;
  // Partner mode is read from the address until the partner feature keeps its own state.
  const partnerMode = useRouterState({ select: (s) => partnerModeFromSearch(s.location.searchStr) });
  return {
    active,
    isStaff,
    mayChoose: mayChooseEnvironment({ siteIsProduction, isStaff }),
    showTools: showDeveloperTools({ isStaff, environmentIsProduction: active.isProduction, partnerMode }),
  };
}
