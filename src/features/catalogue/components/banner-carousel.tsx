import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { Banner } from '@/contract/catalogue';
import { PHONE_MAX_WIDTH } from '@/domain/shell/breakpoints';

/**
 * Promotion banners as an accessible carousel (WAI-ARIA APG "carousel" pattern): a labelled region,
 * slides as labelled groups, explicit previous/next buttons, no auto-rotation (nothing moves on its own),
 * and a polite live region so a screen reader hears the new slide.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (delta: number) => setIndex((current + delta + count) % count);

  return (
    <section className="banners" aria-roledescription={t`carousel`} aria-label={t`Promotions`}>
      <div className="banners__viewport" aria-live="polite">
        {banners.map((banner, i) => {
          const position = i + 1;
          return (
            <div
              key={`${banner.orderNumber}-${banner.name}`}
              className="banners__slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              hidden={i !== current}
            >
              <AppLink href={banner.link} className="banners__link">
                <picture>
                  <source media={`(max-width: ${PHONE_MAX_WIDTH}px)`} srcSet={banner.mobileImageUrl} />
                  <img
                    src={banner.imageUrl}
                    alt={banner.name}
                    width={1200}
                    height={400}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    // The first slide is the top of home and its largest paint on a phone (Lighthouse's LCP element).
                    fetchPriority={i === 0 ? 'high' : undefined}
                    decoding="async"
                  />
                </picture>
              </AppLink>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="banners__controls">
          <button type="button" className="banners__button" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">
              <Trans>Previous banner</Trans>
            </span>
          </button>
          <span className="banners__position" aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button type="button" className="banners__button" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">
              <Trans>Next banner</Trans>
            </span>
          </button>
        </div>
      )}
    </section>
  );
}
