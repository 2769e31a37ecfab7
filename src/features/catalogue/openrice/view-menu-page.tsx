import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/use-language';
import { PartnerBreadcrumbs } from '@/features/catalogue/openrice/partner-breadcrumbs';
import { selectMenuHref } from '@/features/catalogue/openrice/select-menu-page';
import { PackageMenuPage } from '@/features/catalogue/restaurant/components/package-menu-page';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';
import '@/features/catalogue/openrice/openrice.css';

/**
 * /openrice/view-menu: the picked package's menu to review (prices, sections, dishes), whose book button
 * continues into the booking with that package, under the partner's breadcrumbs.
 */
export function OpenriceViewMenuPage({ slug, packageId }: { slug: string; packageId: string }) {
  const lang = useLanguage();
  const name = useQuery(restaurantQueries.detail(slug, lang)).data?.name ?? slug;
  return (
    <div className="openrice openrice--view">
      <PartnerBreadcrumbs
        crumbs={[{ label: name, href: selectMenuHref(slug) }, { label: <Trans>Menu</Trans> }]}
      />
      <PackageMenuPage slug={slug} packageId={packageId} />
    </div>
  );
}
