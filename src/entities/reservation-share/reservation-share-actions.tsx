import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isoToDisplayDate } from '@/domain/date/date-format';
import { calendarEvent, calendarFileName, REMINDER_MINUTES } from '@/domain/reservations/calendar-event';
import { confirmationPath } from '@/entities/confirmation/confirmation-paths';
import { downloadCalendarFile } from '@/entities/reservation-share/calendar-download';
import '@/entities/reservation-share/reservation-share.css';

/** What the two buttons need of a booking; the history's listed reservation and the landing page both have it. */
export interface ShareableReservation {
  encryptedId: string;
  restaurantName: string;
  restaurantSlug: string;
  address: string;
  location: { lat: number; lng: number } | null;
  /** 'YYYY-MM-DD' and 'HH:mm', Bangkok. */
  date: string;
  startTime: string;
  adult: number;
  kids: number;
  reference?: string | null;
}

type Outcome = 'idle' | 'copied' | 'manual' | 'downloaded';

/**
 * "Add to calendar" (an .ics file of the booking, made on the device) and "Share" (the system share sheet
 * where there is one, else the landing page's link is copied; when even the clipboard is refused, the link
 * is shown to copy by hand). Outcomes are announced in a status region. Used by the member's history and
 * the booking confirmation, so both offer the same file and link.
 */
export function ReservationShareActions({
  reservation: r,
  calendar = true,
  describedBy,
}: {
  reservation: ShareableReservation;
  /** False where the booking is no longer ahead (cancelled): only Share. */
  calendar?: boolean;
  /** The id of the text naming the booking (a card's heading), so each card's buttons are told apart. */
  describedBy?: string;
}) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const url = `${window.location.origin}${confirmationPath(r.restaurantSlug, r.encryptedId)}`;
  const name = r.restaurantName;
  const guests = r.adult + r.kids;
  const reference = r.reference;
  const hours = REMINDER_MINUTES / 60;
  const when = `${isoToDisplayDate(r.date) ?? r.date} ${r.startTime}`;

  const addToCalendar = () => {
    const text = calendarEvent(
      {
        encryptedId: r.encryptedId,
        date: r.date,
        startTime: r.startTime,
        address: r.address,
        location: r.location,
        pageUrl: url,
        texts: {
          summary: t`Table for ${guests} at ${name}`,
          notes: reference ? [t`Booking reference: ${reference}`] : [],
          mapLabel: t`Map`,
          pageLabel: t`Your booking`,
          reminder: t`Your table at ${name} is in ${hours} hours`,
        },
      },
      new Date(),
    );
    downloadCalendarFile(text, calendarFileName(name, r.date));
    setOutcome('downloaded');
  };

  const share = async () => {
    setOutcome('idle');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t`My booking at ${name}`, text: t`My booking at ${name}, ${when}`, url });
        return;
      } catch (error) {
        // The diner closed the sheet: nothing to do. Other failures fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  };

  return (
    <div className="reservation-share">
      <div className="reservation-share__buttons">
        {calendar && (
          <button type="button" className="button button--ghost" aria-describedby={describedBy} onClick={addToCalendar}>
            <Trans>Add to calendar</Trans>
          </button>
        )}
        <button type="button" className="button button--ghost" aria-describedby={describedBy} onClick={() => void share()}>
          <Trans>Share</Trans>
        </button>
      </div>
      <p role="status" className="reservation-share__status">
        {outcome === 'copied' && <Trans>Link copied</Trans>}
        {outcome === 'downloaded' && <Trans>Calendar file downloaded</Trans>}
      </p>
      {outcome === 'manual' && (
        <label className="reservation-share__manual">
          <span>
            <Trans>Copy this link</Trans>
          </span>
          <input type="text" readOnly value={url} aria-label={t`Booking link`} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
