import { Trans } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { HomeSection as Section } from '@/contract/catalogue';
import { cardImagePriority } from '@/domain/catalogue/card-image-priority';
import { RestaurantCard } from '@/features/catalogue/components/restaurant-card';

/** Memoised like its cards: the home page re-renders as its other queries answer. */
export const HomeSection = memo(function HomeSection({
  section,
  point,
  now,
  leading = false,
}: {
  section: Section;
  point: number;
  now: number;
  /** The page's first section: its first pictures load at once (domain/catalogue/card-image-priority.ts). */
  leading?: boolean;
}) {
  const titleId = useId();
  if (section.restaurants.length === 0) return null;
  const title = section.title;
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="home-section__header">
        <div>
          <h2 className="home-section__title" id={titleId}>
            {title}
          </h2>
          {section.subtitle && <p className="home-section__subtitle">{section.subtitle}</p>}
        </div>
        {section.viewAllPath && (
          <AppLink className="home-section__view-all" href={section.viewAllPath}>
            <Trans>
              View all <span className="visually-hidden">{title}</span>
            </Trans>
          </AppLink>
        )}
      </div>
      <ul className="home-section__list">
        {section.restaurants.map((r, i) => (
          <li key={`${r.type}-${r.id}`} className="home-section__item">
            <RestaurantCard
              card={r.attributes}
              point={point}
              now={now}
              priority={cardImagePriority(i, leading)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

/** What the list looks like while the sections load. */
export function HomeSectionSkeleton() {
  return (
    <div className="home-section home-section--skeleton" aria-hidden="true">
      <div className="skeleton skeleton--title" />
      <ul className="home-section__list">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="home-section__item">
            <div className="restaurant-card">
              <div className="skeleton skeleton--image" />
              <div className="restaurant-card__body">
                <div className="skeleton skeleton--line" />
                <div className="skeleton skeleton--line skeleton--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
