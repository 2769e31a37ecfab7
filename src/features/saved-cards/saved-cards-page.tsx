import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toastApiError } from '@/api/toast-api-error';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { SavedCard } from '@/contract/saved-cards';
import { maskedCardNumber } from '@/domain/saved-cards/card-expiry';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { configQuery } from '@/entities/config/config-query';
import { SavedCardLabel } from '@/entities/saved-card/saved-card-label';
import { savedCardsKey, savedCardsQuery } from '@/entities/saved-card/saved-card-query';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import '@/features/saved-cards/saved-cards.css';

const loadCalls = () => import('@/entities/saved-card/saved-card-calls');

/**
 * /profile/payment-method, signed in only: the cards the member saved while paying (config
 * enableSaveCc), primary first and marked; make another one primary, delete after a confirmation
 * (e2e/saved-cards.spec.ts). Cards are added by ticking "save this card" at payment, never here: the
 * number is typed only into the gateway's own form.
 */
export function SavedCardsPage() {
  const id = useId();
  const { i18n } = useLingui();
  const lang = useLanguage();
  const client = useQueryClient();
  const member = useStore(sessionStore);
  const email = member?.email ?? null;
  const config = useQuery(configQuery(lang));
  const enabled = config.data?.features.enableSaveCc ?? false;
  const list = useQuery({ ...savedCardsQuery(email), enabled: email !== null && enabled });
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Rendered once per visit: expiry is judged by the month, which does not change while the page is open.
  const [now] = useState(() => new Date());

  const failedList = i18n._(msg`Oops, something went wrong, failed get your cards`);
  useEffect(() => {
    if (list.error) toastApiError(list.error, failedList);
  }, [list.error, failedList]);

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: savedCardsKey(email) });
    // The profile carries the primary card too.
    await client.invalidateQueries({ queryKey: memberProfileQuery(email).queryKey });
  };

  const primary = useMutation({
    mutationFn: async (card: SavedCard) => (await loadCalls()).makeSavedCardPrimary(card.id),
    onSuccess: async (saved) => {
      showToast(saved.message ?? i18n._(msg`Primary card changed`), 'success');
      await refresh();
    },
    onError: (e) => toastApiError(e, i18n._(msg`Oops, something went wrong, failed change your primary card`)),
  });

  const remove = useMutation({
    mutationFn: async (card: SavedCard) => (await loadCalls()).deleteSavedCard(card.id),
    onSuccess: async (message) => {
      showToast(message ?? i18n._(msg`Card deleted`), 'success');
      setDeleting(null);
      await refresh();
      heading.current?.focus();
    },
    onError: (e) => {
      setDeleting(null);
      toastApiError(e, i18n._(msg`Oops, something went wrong, failed delete your card`));
    },
  });

  const cards = list.data ?? [];
  const loading = config.isPending || (enabled && list.isPending);
  const describe = (c: SavedCard) => `${c.brand} ${maskedCardNumber(c.lastDigits)}`;

  return (
    <section className="saved-cards-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
        <Trans>Payment methods</Trans>
      </h1>
      {loading ? (
        <p role="status" aria-busy="true">
          <Trans>Loading</Trans>
        </p>
      ) : !enabled ? (
        <p className="saved-cards-page__state">
          <Trans>Saving cards is not available.</Trans>
        </p>
      ) : list.isError && list.data === undefined ? (
        <div className="saved-cards-page__state" role="alert">
          <p>{failedList}</p>
          <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : cards.length === 0 ? (
        <div className="saved-cards-page__state">
          <p>
            <Trans>
              No saved cards yet. Tick “Save this card for next time” when you pay by card, and it will be ready
              for your next booking.
            </Trans>
          </p>
        </div>
      ) : (
        <>
          <p className="saved-cards-page__hint">
            <Trans>Your primary card is chosen first when you pay. Only the last four digits are kept.</Trans>
          </p>
          <ul className="saved-cards-page__list" aria-label={i18n._(msg`Your saved cards`)}>
            {cards.map((c) => {
              const name = describe(c);
              return (
                <li key={c.id} className={`saved-card${c.primary ? ' saved-card--primary' : ''}`}>
                  <div className="saved-card__body">
                    <SavedCardLabel card={c} now={now} />
                    {c.primary && (
                      <span className="saved-card__primary">
                        <Trans context="saved card">Primary</Trans>
                      </span>
                    )}
                  </div>
                  <div className="saved-card__actions">
                    {!c.primary && (
                      <button
                        type="button"
                        className="button"
                        aria-label={i18n._(msg`Make ${name} primary`)}
                        disabled={primary.isPending}
                        onClick={() => primary.mutate(c)}
                      >
                        <Trans>Make primary</Trans>
                      </button>
                    )}
                    <button
                      type="button"
                      className="button"
                      aria-label={i18n._(msg`Delete ${name}`)}
                      onClick={() => setDeleting(c)}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={<Trans>Delete this card?</Trans>}
        text={
          deleting && (
            <Trans>{describe(deleting)} will be removed from your saved cards and from the payment provider.</Trans>
          )
        }
        confirmLabel={<Trans>Delete card</Trans>}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
