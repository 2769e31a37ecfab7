import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { QrImage } from '@/components/ui/qr-image';
import type { Confirmation } from '@/contract/confirmation';
import { formatReference } from '@/domain/booking/booking-reference';
import { inAppZone } from '@/lib/dayjs';
import { confirmationPath, telHref } from '@/entities/confirmation/confirmation-paths';
import { useConfirmation } from '@/entities/confirmation/use-confirmation';
import '@/entities/confirmation/confirmation.css';

function CancelOrChange({ confirmation: c }: { confirmation: Confirmation }) {
  const name = c.restaurant.name;
  const reference = formatReference(c.reference);
  const phone = c.restaurant.phone;
  return (
    <div className="confirmation-pass__change" data-testid="confirmation-change">
      <h3>
        <Trans>Cancel or change</Trans>
      </h3>
      <p>
        {phone ? (
          <Trans>
            To cancel or change this booking, call {name} on <a href={telHref(phone)}>{phone}</a> and give your
            booking reference {reference}.
          </Trans>
        ) : (
          <Trans>To cancel or change this booking, contact {name} and give your booking reference {reference}.</Trans>
        )}
      </p>
    </div>
  );
}

/**
 * What the diner shows at the door: a QR code of the confirmation's URL (the restaurant scans it and
 * sees the booking), the diner's name, the booking reference, how to cancel or change, and — when the
 * server could not be reached — that this is the copy kept on the device and when it was last confirmed.
 * The QR code shows at once (it needs only the URL); the rest when the confirmation is there.
 */
export function ConfirmationPass({
  encryptedId,
  slug,
  restaurantName,
}: {
  encryptedId: string;
  slug: string;
  restaurantName: string;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const query = useConfirmation(encryptedId);
  const url = `${window.location.origin}${confirmationPath(slug, encryptedId)}`;
  const shown = query.data;
  const c = shown?.confirmation;
  const checked = c ? inAppZone(c.checkedAt).format('D MMMM YYYY, HH:mm') : '';
  return (
    <section className="confirmation-pass" aria-labelledby={headingId} data-testid="confirmation-pass">
      <h2 id={headingId}>
        <Trans>Show this at the restaurant</Trans>
      </h2>
      <QrImage value={url} label={t`QR code of your booking at ${restaurantName}`} />
      {c && (
        <dl className="confirmation-pass__facts">
          <div>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd data-testid="confirmation-name">{c.dinerName}</dd>
          </div>
          <div>
            <dt>
              <Trans>Booking reference</Trans>
            </dt>
            <dd className="confirmation-pass__reference" data-testid="confirmation-reference">
              {formatReference(c.reference)}
            </dd>
          </div>
        </dl>
      )}
      {shown?.fromDevice && (
        <p className="confirmation-pass__saved" role="status" data-testid="confirmation-saved">
          <Trans>This is the copy saved on this device, last confirmed online on {checked}.</Trans>
        </p>
      )}
      {c && c.status !== 'cancelled' && <CancelOrChange confirmation={c} />}
    </section>
  );
}
