import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/use-language';
import { PHONE_MAX_WIDTH } from '@/domain/shell/breakpoints';
import { AppLink } from '@/components/ui/app-link';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { useHomeCity } from '@/features/catalogue/hooks/use-home-city';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/pages/pages.css';

/**
 * /promotions: every promotion banner of the visitor's city (and the global ones) by orderNumber, each
 * linking to its offer. Loading, empty and failed ('failed get promotion list', with a retry) states.
 */
export function PromotionsPage() {
  const lang = useLanguage();
  const { cityId } = useHomeCity();
  const promotions = useQuery({ ...catalogueQueries.promotions(cityId ?? 0, lang), enabled: cityId !== null });

  return (
    <div className="promotions">
      <h1>
        <Trans>Promotions</Trans>
      </h1>
      {promotions.isError ? (
        <div role="alert" className="promotions__error" data-testid="promotions-error">
          <p>
            <Trans>failed get promotion list</Trans>
          </p>
          <button type="button" className="button" onClick={() => void promotions.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !promotions.data ? (
        <div aria-busy="true" data-testid="promotions-loading">
          <p role="status">
            <Trans>Loading</Trans>
          </p>
          <div className="promotions__skeleton" />
        </div>
      ) : promotions.data.length === 0 ? (
        <p data-testid="promotions-empty">
          <Trans>There are no promotions right now.</Trans>
        </p>
      ) : (
        <ul className="promotions__list" data-testid="promotions-list">
          {promotions.data.map((banner) => (
            <li key={`${banner.orderNumber}-${banner.name}`} className="promotions__item">
              <AppLink href={banner.link} className="promotions__link">
                <picture>
                  <source media={`(max-width: ${PHONE_MAX_WIDTH}px)`} srcSet={banner.mobileImageUrl} />
                  <img src={banner.imageUrl} alt={banner.name} loading="lazy" width={1200} height={400} />
                </picture>
                <span className="promotions__name">{banner.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
