import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { Language } from '@/contract/envelope';
import { isIsoDate } from '@/domain/catalogue/parse-search-params';
import { searchPageHref, type SearchPageParams } from '@/domain/catalogue/search-params';
import { bangkokIsoDay } from '@/domain/date/bangkok-iso-day';
import { searchQueries } from '@/features/catalogue/search/search-queries';

/** Start times offered, every half hour from 10:00 to 22:00 (when the seeded restaurants seat guests). */
const TIMES = Array.from({ length: 25 }, (_, i) => {
  const minutes = 10 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * Filters the server has and the URL carries: date, start time, facilities, new restaurants, several
 * prices, tickets.
 */
export function activeFilterCount(params: SearchPageParams): number {
  return (
    (params.date ? 1 : 0) +
    (params.startTime ? 1 : 0) +
    (params.facilityIds?.length ?? 0) +
    (params.section === 'new' ? 1 : 0) +
    (params.multiplePricing ? 1 : 0) +
    (params.offerTicket ? 1 : 0)
  );
}

/**
 * Date, time, facility, "new", several-prices and tickets filters (search.json's date, start_time,
 * facility_ids, section, multiple_pricing, offer_ticket). A plain form: applying it navigates to the
 * filtered URL from page 1, so the filters stay in the address, the back button and the offline cache
 * like every other search.
 */
export function SearchFilters({ params, lang, now }: { params: SearchPageParams; lang: Language; now: number }) {
  const { t } = useLingui();
  const router = useRouter();
  const id = useId();
  const facilities = useQuery(searchQueries.facilities(lang));
  const count = activeFilterCount(params);
  // Today on the Bangkok clock (the earliest bookable date), by its fixed offset: a time-zone formatter
  // built on each render cost a phone tens of milliseconds on the search page's first render.
  const today = bangkokIsoDay(new Date(now));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const date = form.get('date');
    const startTime = form.get('start_time');
    const facilityIds = form
      .getAll('facility_ids')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    const isNew = form.get('section') === 'new';
    const next: SearchPageParams = {
      ...params,
      page: 1,
      date: typeof date === 'string' && isIsoDate(date) ? date : undefined,
      startTime: typeof startTime === 'string' && /^\d{2}:\d{2}$/.test(startTime) ? startTime : undefined,
      facilityIds: facilityIds.length > 0 ? facilityIds : undefined,
      section: isNew ? 'new' : params.section === 'new' ? undefined : params.section,
      multiplePricing: form.get('multiple_pricing') === 'true' || undefined,
      offerTicket: form.get('offer_ticket') === 'true' || undefined,
    };
    void router.navigate({ href: searchPageHref(next, lang) });
  };

  const cleared: SearchPageParams = {
    ...params,
    page: 1,
    date: undefined,
    startTime: undefined,
    facilityIds: undefined,
    section: params.section === 'new' ? undefined : params.section,
    multiplePricing: undefined,
    offerTicket: undefined,
  };

  return (
    <details className="search-filters" open={count > 0 || undefined}>
      <summary className="search-filters__summary">
        {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
      </summary>
      {/* Keyed by the URL's filters so the fields show what is applied after back/forward. */}
      <form
        key={JSON.stringify([
          params.date,
          params.startTime,
          params.facilityIds,
          params.section,
          params.multiplePricing,
          params.offerTicket,
        ])}
        className="search-filters__form"
        onSubmit={submit}
        aria-label={t`Filters`}
      >
        <div className="search-filters__field">
          <label htmlFor={`${id}-date`}>
            <Trans>Date</Trans>
          </label>
          <input id={`${id}-date`} type="date" name="date" min={today} defaultValue={params.date ?? ''} />
        </div>
        <div className="search-filters__field">
          <label htmlFor={`${id}-time`}>
            <Trans>Time</Trans>
          </label>
          <select id={`${id}-time`} name="start_time" defaultValue={params.startTime ?? ''}>
            <option value="">{t`Any time`}</option>
            {TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
            {params.startTime && !TIMES.includes(params.startTime) && (
              <option value={params.startTime}>{params.startTime}</option>
            )}
          </select>
        </div>
        <fieldset className="search-filters__facilities">
          <legend>
            <Trans>Facilities</Trans>
          </legend>
          {facilities.isError ? (
            <p className="search-filters__note">
              <Trans>Oops, something went wrong</Trans>
            </p>
          ) : !facilities.data ? (
            <p className="search-filters__note">
              <Trans>Loading</Trans>
            </p>
          ) : (
            facilities.data.map((f) => (
              <label key={f.id} className="search-filters__check">
                <input
                  type="checkbox"
                  name="facility_ids"
                  value={f.id}
                  defaultChecked={params.facilityIds?.includes(f.id)}
                />
                {f.name}
              </label>
            ))
          )}
        </fieldset>
        <label className="search-filters__check">
          <input type="checkbox" name="section" value="new" defaultChecked={params.section === 'new'} />
          <Trans>New restaurants only</Trans>
        </label>
        <label className="search-filters__check">
          <input type="checkbox" name="multiple_pricing" value="true" defaultChecked={params.multiplePricing} />
          <Trans>Prices by party size</Trans>
        </label>
        <label className="search-filters__check">
          <input type="checkbox" name="offer_ticket" value="true" defaultChecked={params.offerTicket} />
          <Trans>Sells tickets</Trans>
        </label>
        <div className="search-filters__actions">
          <button type="submit" className="button button--primary">
            <Trans>Apply filters</Trans>
          </button>
          {count > 0 && (
            <AppLink href={searchPageHref(cleared, lang)} className="search-filters__clear">
              <Trans>Clear filters</Trans>
            </AppLink>
          )}
        </div>
      </form>
    </details>
  );
}
