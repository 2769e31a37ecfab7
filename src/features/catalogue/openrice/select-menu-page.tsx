import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { DEFAULT_CITY_ID } from '@/domain/catalogue/choose-city';
import { useLanguage } from '@/lib/use-language';
import { AppLink } from '@/components/ui/app-link';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { PartnerBreadcrumbs } from '@/features/catalogue/openrice/partner-breadcrumbs';
import { DetailLoadFailed } from '@/features/catalogue/restaurant/components/detail-load-failed';
import { PackageTypeName } from '@/features/catalogue/restaurant/components/package-type-name';
import {
  RestaurantNotFoundError,
  restaurantQueries,
} from '@/features/catalogue/restaurant/restaurant-queries';
import '@/features/catalogue/openrice/openrice.css';

export const selectMenuHref = (slug: string) =>
  `/openrice/select-menu?restaurant=${encodeURIComponent(slug)}`;
export const viewMenuHref = (slug: string, packageId: number) =>
  `/openrice/view-menu?restaurant=${encodeURIComponent(slug)}&package=${packageId}`;

/**
 * /openrice/select-menu: the partner's first menu page. With `restaurant` it lists the restaurant's
 * bookable package menus to pick one; without, it offers the top restaurants to start from.
 */
export function OpenriceSelectMenuPage({ slug }: { slug: string | null }) {
  return <div className="openrice">{slug ? <RestaurantMenus slug={slug} /> : <RestaurantChoice />}</div>;
}

function Loading() {
  return (
    <p role="status" aria-busy="true">
      <Trans>Loading</Trans>
    </p>
  );
}

function RestaurantChoice() {
  const lang = useLanguage();
  const top = useQuery(catalogueQueries.topOrNew('top', DEFAULT_CITY_ID, lang));
  return (
    <>
      <PartnerBreadcrumbs crumbs={[{ label: <Trans>Select a restaurant</Trans> }]} />
      <h1>
        <Trans>Select a restaurant</Trans>
      </h1>
      {top.isPending ? (
        <Loading />
      ) : top.isError ? (
        <DetailLoadFailed onRetry={() => void top.refetch()} />
      ) : (
        <ul className="openrice__list">
          {top.data.data.map(({ attributes: r }) => (
            <li key={r.id} className="openrice__item">
              <h2>{r.name}</h2>
              <AppLink className="button" href={selectMenuHref(r.slug)}>
                <Trans>See menus</Trans>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RestaurantMenus({ slug }: { slug: string }) {
  const lang = useLanguage();
  const detail = useQuery(restaurantQueries.detail(slug, lang));
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    if (detail.error instanceof RestaurantNotFoundError)
      return (
        <h1>
          <Trans>Restaurant not found</Trans>
        </h1>
      );
    return <DetailLoadFailed onRetry={() => void detail.refetch()} />;
  }
  return <MenuChoice restaurant={detail.data} />;
}

function MenuChoice({ restaurant: r }: { restaurant: RestaurantDetail }) {
  const menus = r.packages.filter((p) => p.isBookable && !p.isTicket);
  const name = r.name;
  return (
    <>
      <PartnerBreadcrumbs crumbs={[{ label: r.name }]} />
      <h1>
        <Trans>Select a menu at {name}</Trans>
      </h1>
      {menus.length === 0 ? (
        <p>
          <Trans>This restaurant has no menu to book right now.</Trans>
        </p>
      ) : (
        <ul className="openrice__list">
          {menus.map((p) => (
            <li key={p.id} className="openrice__item" data-package-id={p.id}>
              <div>
                <h2>{p.name}</h2>
                <p className="openrice__type">
                  <PackageTypeName code={p.typeCode} />
                </p>
              </div>
              <AppLink className="button button--primary" href={viewMenuHref(r.slug, p.id)}>
                <Trans>View menu</Trans>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
