import { Trans } from '@lingui/react/macro';

/**
 * The unseen h2 above a page's list of restaurant cards. Card names are h3 (under a home section's h2);
 * on a page whose only heading is its h1, this keeps the outline h1 → h2 → h3 for screen readers
 * (Lighthouse accessibility: heading order).
 */
export function CardListHeading() {
  return (
    <h2 className="visually-hidden">
      <Trans>Restaurants</Trans>
    </h2>
  );
}
