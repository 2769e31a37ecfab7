import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { RestaurantDetail, RestaurantPackage } from '@/contract/restaurant-detail';
import { menuDishPrice } from '@/domain/catalogue/menu-dish-price';
import { parsePackageId } from '@/domain/catalogue/package-menu-path';
import { pricingLabel } from '@/domain/catalogue/pricing-label';
import { seatStatus } from '@/domain/catalogue/seat-status';
import { formatMoney } from '@/domain/format/money';
import { useLanguage } from '@/lib/use-language';
import { PackageBookButton } from '@/features/catalogue/restaurant/components/package-book-button';
import { PackageTypeName } from '@/features/catalogue/restaurant/components/package-type-name';
import { RestaurantNotFoundError, restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';
import { useDocumentHead } from '@/features/catalogue/restaurant/use-document-head';
import { usePackageSeats } from '@/features/catalogue/restaurant/use-package-seats';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/restaurant/restaurant.css';
import { DetailLoadFailed } from '@/features/catalogue/restaurant/components/detail-load-failed';

/**
 * /restaurants/{slug}/package/{id}/menu (e2e/package-menu.spec.ts): one package's menu, from the
 * restaurant's detail (GET /restaurants/{slug}.json carries every package with its pricing rules, menu
 * sections and dishes, and is kept offline once seen). A package that is not the restaurant's is not found.
 */
export function PackageMenuPage({ slug, packageId }: { slug: string; packageId: string }) {
  const lang = useLanguage();
  const detail = useQuery(restaurantQueries.detail(slug, lang));
  if (detail.isPending)
    return (
      <div className="restaurant restaurant--loading" aria-busy="true">
        <p className="visually-hidden" role="status">
          <Trans>Loading</Trans>
        </p>
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
      </div>
    );
  if (detail.isError) {
    if (detail.error instanceof RestaurantNotFoundError) return <PackageNotFound />;
    return <DetailLoadFailed onRetry={() => void detail.refetch()} />;
  }
  const id = parsePackageId(packageId);
  const r = detail.data;
  const pkg = id === null ? undefined : [...r.packages, ...r.expiredPackages].find((p) => p.id === id);
  if (!pkg) return <PackageNotFound />;
  return <PackageMenuView restaurant={r} pkg={pkg} />;
}

function PackageNotFound() {
  return (
    <div className="page-message">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-message__title">
        <Trans>Package not found</Trans>
      </h1>
      <Link to="/" className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}

function PackageMenuView({ restaurant: r, pkg }: { restaurant: RestaurantDetail; pkg: RestaurantPackage }) {
  const lang = useLanguage();
  const nameId = useId();
  const seats = usePackageSeats(r).get(pkg.id);
  const soldOut = seats !== undefined && seatStatus(seats).disabled;
  useDocumentHead({ title: `${pkg.name} · ${r.name}`, description: pkg.description, canonical: r.canonicalLink, jsonld: r.jsonld });
  const perPerson = pricingLabel(pkg.pricingType) === 'NET/person';

  return (
    <div className="restaurant package-menu" data-package-id={pkg.id}>
      <p className="package-menu__back">
        <Link to="/restaurants/$restaurantName" params={{ restaurantName: r.slug }}>
          {r.name}
        </Link>
      </p>
      <header>
        <p className="package-menu__type">
          <PackageTypeName code={pkg.typeCode} />
        </p>
        <h1 className="restaurant__name" id={nameId}>
          {pkg.name}
        </h1>
        {pkg.description && <p className="package-card__description">{pkg.description}</p>}
        {pkg.expiryDate && (
          <p className="package-card__expiry">
            <Trans>Valid until {pkg.expiryDate}</Trans>
          </p>
        )}
      </header>

      <section className="restaurant__section" aria-labelledby="package-menu-prices">
        <h2 id="package-menu-prices">
          <Trans>Prices</Trans>
        </h2>
        <ul className="package-menu__rules">
          {pkg.pricingRules.map((rule) => {
            const price = formatMoney(rule.price, lang);
            const min = rule.minSeat ?? 0;
            const max = rule.maxSeat;
            const pack = rule.perPack;
            return (
              <li key={rule.id}>
                <strong>{price}</strong>{' '}
                {pack ? (
                  <Trans>per pack of {pack}</Trans>
                ) : perPerson ? (
                  <Trans>NET/person</Trans>
                ) : (
                  <Trans>NET/set</Trans>
                )}
                {max !== null && min > 0 ? (
                  <>
                    {' · '}
                    <Trans>
                      for {min}–{max} people
                    </Trans>
                  </>
                ) : max !== null ? (
                  <>
                    {' · '}
                    <Trans>up to {max} people</Trans>
                  </>
                ) : min > 1 ? (
                  <>
                    {' · '}
                    <Trans>from {min} people</Trans>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
        <KidsRate rate={pkg.pricingRules[0]?.kidsPriceRate ?? pkg.kidsPriceRate} acceptsKids={r.isAcceptKids} />
      </section>

      <section className="restaurant__section" aria-labelledby="package-menu-menu">
        <h2 id="package-menu-menu">
          <Trans>Menu</Trans>
        </h2>
        {pkg.menuSections.length === 0 && (
          <p>
            <Trans>The restaurant serves its full menu with this package.</Trans>
          </p>
        )}
        {pkg.menuSections.map((section) => (
          <MenuSection key={section.id} section={section} pkg={pkg} />
        ))}
      </section>

      <div className="package-menu__book">
        <PackageBookButton
          pkg={pkg}
          slug={r.isAllowBooking ? r.slug : undefined}
          disabled={soldOut}
          describedBy={nameId}
        />
      </div>
    </div>
  );
}

function KidsRate({ rate, acceptsKids }: { rate: number | null; acceptsKids: boolean }) {
  if (!acceptsKids) return null;
  return (
    <p className="package-menu__kids">
      {rate === null ? <Trans>Kids pay the full price.</Trans> : <Trans>Kids pay {rate}% of the adult price.</Trans>}
    </p>
  );
}

function MenuSection({
  section,
  pkg,
}: {
  section: RestaurantPackage['menuSections'][number];
  pkg: RestaurantPackage;
}) {
  const lang = useLanguage();
  const headingId = useId();
  const limit = section.quantityLimit;
  return (
    <section className="package-menu__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{section.name}</h3>
      {limit !== null && (
        <p className="package-menu__limit">
          {pkg.isAlaCarte ? <Trans>Up to {limit} portions</Trans> : <Trans>Choose {limit}</Trans>}
        </p>
      )}
      <ul className="package-menu__dishes">
        {section.menus.map((dish) => {
          const price = menuDishPrice(pkg, dish);
          const dishLimit = dish.quantityLimit;
          return (
            <li key={dish.id} className="package-menu__dish">
              <span className="package-menu__dish-name">{dish.name}</span>
              {dish.description && <span className="package-menu__dish-description">{dish.description}</span>}
              <span className="package-menu__dish-price">
                {price ? formatMoney(price, lang) : <Trans>Included</Trans>}
              </span>
              {dishLimit !== null && (
                <span className="package-menu__dish-limit">
                  <Trans>At most {dishLimit} per booking</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
