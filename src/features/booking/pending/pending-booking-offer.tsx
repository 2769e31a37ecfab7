import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { Language } from '@/contract/envelope';
import { bangkokStartMs } from '@/domain/booking/pending-booking-offer';
import { onlineStore } from '@/lib/network-status';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { currentDevice } from '@/lib/viewport';
import { dismissGuestDraft } from '@/features/booking/pending/guest-drafts';
import { failedContinuePendingMessage } from '@/features/booking/pending/pending-messages';
import type { PendingDraft } from '@/features/booking/pending/pending-draft';
import { resumePendingBooking, type RestaurantLoader } from '@/features/booking/pending/resume-pending-booking';
import { dismissedServerDrafts, useNowMs, usePendingDrafts } from '@/features/booking/pending/use-pending-drafts';
import '@/features/booking/pending/pending-offer.css';

export interface PendingBookingOfferProps {
  /** On a restaurant page: only that restaurant's pending booking is offered. */
  slug?: string;
  loader: RestaurantLoader;
}

/** "Sat 22 Nov 2026" / "ส. 22 พ.ย. 2569" in Bangkok time, without dayjs (this renders on the home page). */
export function formatDraftDate(draft: Pick<PendingDraft, 'date' | 'startTime'>, lang: Language): string {
  const ms = bangkokStartMs(draft.date, draft.startTime);
  if (ms === null) return draft.date;
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(ms));
}

/**
 * The pending-booking offer (tests/features/booking/pending-offer.test.tsx): "Continue your booking at
 * {restaurant} on {date} {time}" with Continue (resume at step 5) and Dismiss. A banner rather than a modal:
 * it does not take the focus from the page the diner came for, and it is announced politely when it appears.
 */
export function PendingBookingOffer({ slug, loader }: PendingBookingOfferProps) {
  const { t } = useLingui();
  const headingId = useId();
  const lang = useLanguage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const nowMs = useNowMs();
  const drafts = usePendingDrafts(nowMs, slug);
  const [resuming, setResuming] = useState<string | null>(null);
  // The live region is in the page a task before its content: a region inserted together with its
  // content is not announced by every screen reader, and the offer now mounts only once there is a draft
  // (src/domain/booking/pending-offer-needed.ts), so its content would otherwise always arrive with it.
  const [regionReady, setRegionReady] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const timer = setTimeout(() => setRegionReady(true), 0);
    return () => {
      mounted.current = false;
      clearTimeout(timer);
    };
  }, []);

  const resume = async (draft: PendingDraft) => {
    if (resuming) return;
    // Offline the seats cannot be held: step 5 would fail and send the diner back to step 1.
    if (!onlineStore.get()) {
      showToast(failedContinuePendingMessage(), 'error');
      return;
    }
    setResuming(draft.id);
    try {
      await resumePendingBooking(draft, {
        loader,
        queryClient,
        navigate: (href) => router.navigate({ href }),
        device: currentDevice(),
        lang,
      });
    } catch {
      showToast(failedContinuePendingMessage(), 'error');
    } finally {
      if (mounted.current) setResuming(null);
    }
  };

  const dismiss = (draft: PendingDraft) => {
    if (draft.source === 'device') dismissGuestDraft(draft);
    else dismissedServerDrafts.set((s) => new Set([...s, draft.id]));
  };

  return (
    <div className="pending-offer" role="status">
      {regionReady && drafts.length > 0 && (
        <section className="pending-offer__card" aria-labelledby={headingId}>
          <h2 className="pending-offer__title" id={headingId}>
            <Trans>Unfinished booking</Trans>
          </h2>
          <ul className="pending-offer__list">
            {drafts.map((draft) => {
              const restaurant = draft.restaurantName;
              const date = formatDraftDate(draft, lang);
              const time = draft.startTime;
              const textId = `${headingId}-${draft.id}`;
              return (
                <li key={draft.id} className="pending-offer__item" data-testid="pending-booking">
                  <p className="pending-offer__text" id={textId}>
                    <Trans>
                      Continue your booking at {restaurant} on {date} {time}
                    </Trans>
                  </p>
                  <div className="pending-offer__actions">
                    <button
                      type="button"
                      className="button button--primary"
                      aria-describedby={textId}
                      disabled={resuming !== null}
                      onClick={() => void resume(draft)}
                    >
                      {resuming === draft.id ? t`Loading` : t`Continue`}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-describedby={textId}
                      disabled={resuming !== null}
                      onClick={() => dismiss(draft)}
                    >
                      <Trans>Dismiss</Trans>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
