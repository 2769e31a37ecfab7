import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useLanguage } from '@/lib/use-language';
import { landingPagesQuery, splitLandingPages, type LandingEntry } from '@/features/catalogue/pages/top-brands-queries';
import '@/features/catalogue/pages/pages.css';

function LandingList({ title, pages }: { title: string; pages: LandingEntry[] }) {
  const headingId = useId();
  const lang = useLanguage();
  if (pages.length === 0) return null;
  return (
    <section className="brands" aria-labelledby={headingId}>
      <h2 className="brands__title" id={headingId}>
        {title}
      </h2>
      <ul className="brands__list">
        {pages.map((page) => {
          const count = page.totalRestaurants;
          return (
            <li key={page.id}>
              <AppLink className="brand-card" href={`/restaurants/group/${encodeURIComponent(page.slug)}?locale=${lang}`}>
                <span className="brand-card__name">{page.title}</span>
                {page.description && <span className="brand-card__description">{page.description}</span>}
                <span className="brand-card__count">
                  {page.branchId !== null ? (
                    count === 1 ? (
                      <Trans>1 branch</Trans>
                    ) : (
                      <Trans>{count} branches</Trans>
                    )
                  ) : count === 1 ? (
                    <Trans>1 restaurant</Trans>
                  ) : (
                    <Trans>{count} restaurants</Trans>
                  )}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /top-brands (a utility page): the restaurant chains of the group landing pages (a page
 * with a branch), then the themed collections, each opening its group landing page.
 */
export function TopBrandsPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const pages = useQuery(landingPagesQuery(lang));
  const split = pages.data ? splitLandingPages(pages.data) : null;

  return (
    <div className="utility-page">
      <h1 className="utility-page__title">
        <Trans>Top brands</Trans>
      </h1>
      {pages.isPending ? (
        <p className="home__state" role="status">
          <Trans>Loading</Trans>
        </p>
      ) : pages.isError || !split ? (
        <div className="home__state" role="alert">
          <p>
            <Trans>Oops, something went wrong</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void pages.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : split.brands.length + split.collections.length === 0 ? (
        <p className="home__state">
          <Trans>No result found</Trans>
        </p>
      ) : (
        <>
          <LandingList title={t`Restaurant brands`} pages={split.brands} />
          <LandingList title={t`Collections`} pages={split.collections} />
        </>
      )}
    </div>
  );
}
