import { showDeveloperTools } from '@/domain/environments/developer-tools-visibility';
import { mayChooseEnvironment } from '@/domain/environments/production-forcing';
import { siteIsProduction } from '@/lib/environment/site-environment';
import { environmentStore, type ActiveEnvironment } from '@/lib/environment/environment-store';
import { useStore } from '@/lib/create-store';
import { usePartnerMode } from '@/entities/partner/partner-mode-state';
import { sessionStore } from '@/entities/session/session';

export interface DeveloperAccess {
  active: ActiveEnvironment;
  isStaff: boolean;
  /** Staff, or anyone on a site that is not production. */
  mayChoose: boolean;
  /** The floating settings button and the environment alert. */
  showTools: boolean;
}

/** Who sees the developer tools and may switch, from the saved profile, the site and the tab's partner mode. */
export function useDeveloperAccess(): DeveloperAccess {
  const active = useStore(environmentStore);
  const isStaff = useStore(sessionStore)?.isStaff === true;
  // The partner mode of this tab (chosen by a partner link, kept through navigation and reloads).
  const partnerMode = usePartnerMode().request !== null;
  return {
    active,
    isStaff,
    mayChoose: mayChooseEnvironment({ siteIsProduction, isStaff }),
    showTools: showDeveloperTools({ isStaff, environmentIsProduction: active.isProduction, partnerMode }),
  };
}
