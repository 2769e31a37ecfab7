import { useRouter } from '@tanstack/react-router';
import { linkAllowed } from '@/domain/partners/link-feature';
import { linkHasPage } from '@/domain/routing/link-has-page';
import { usePartnerMode } from '@/entities/partner/partner-mode-state';

/** The short address of a group landing takes any one segment, so it proves no page exists. */
const GROUP_LANDING_SHORT = '/$groupLandingId';

/**
 * Whether the app has a page for `href` (tests/features/shell/hamburger-menu.test.tsx): the shell shows
 * a link only then, so no live link ends on "Page not found" (the rule: src/domain/routing/link-has-page.ts).
 * A partner's switches hide the links of features it turned off (src/domain/partners/link-feature.ts).
 */
export function useHasPage(): (href: string) => boolean {
  const router = useRouter();
  const paths = Object.keys(router.routesByPath);
  const { features } = usePartnerMode().flags;
  return (href) => linkAllowed(features, href) && linkHasPage(href, paths, [GROUP_LANDING_SHORT]);
}
