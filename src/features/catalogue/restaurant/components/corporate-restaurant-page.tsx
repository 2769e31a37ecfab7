import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { useLanguage } from '@/lib/use-language';
import { openCorporateEvent, useCorporateEvent } from '@/entities/corporate-event/corporate-event';
import { corporateEventIdFor } from '@/domain/booking/corporate-event';
import { RestaurantPage } from '@/features/catalogue/restaurant/components/restaurant-page';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';

/**
 * /corporate-restaurants/{slug} (e2e/corporate-event.spec.ts): the restaurant page for a company's staff.
 * It first asks for the event secret the company handed out and validates it with the restaurant opened
 * ('failed validate event id'; another restaurant's event: 'You open wrong corporate restaurant'). Once
 * open, the page shows the event's packages and every booking made from it carries the event's id.
 */
export function CorporateRestaurantPage({ slug }: { slug: string }) {
  const lang = useLanguage();
  const detail = useQuery(restaurantQueries.detail(slug, lang));
  const event = useCorporateEvent();
  // Loading, not found and errors look as on the restaurant page.
  if (!detail.data) return <RestaurantPage slug={slug} />;
  if (event && corporateEventIdFor(event, detail.data.id) !== null)
    return <RestaurantPage slug={slug} corporate={{ name: event.name, packageIds: event.restaurantPackageIds }} />;
  return <CorporateSecretForm restaurant={detail.data} />;
}

function CorporateSecretForm({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const key = secret.trim();
    if (key === '') {
      setError(t`Please enter your event secret`);
      return;
    }
    setBusy(true);
    setError(null);
    const opened = await openCorporateEvent(key, restaurant.id);
    setBusy(false);
    // On success the saved event re-renders the page as the restaurant.
    if (!opened.ok) setError(opened.message);
  };

  return (
    <div className="restaurant corporate-gate">
      <h1 className="restaurant__name">{restaurant.name}</h1>
      <form className="corporate-gate__form" onSubmit={(e) => void submit(e)} noValidate>
        <h2>
          <Trans>Corporate event</Trans>
        </h2>
        <p>
          <Trans>Enter the event secret your company gave you to see the event's packages and book.</Trans>
        </p>
        <label htmlFor={inputId}>
          <Trans>Event secret</Trans>
        </label>
        <input
          id={inputId}
          className="corporate-gate__input"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="corporate-gate__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Continue</Trans>
        </button>
      </form>
    </div>
  );
}
