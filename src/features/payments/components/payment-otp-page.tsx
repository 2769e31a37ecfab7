import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { WatchStatus } from '@/features/payments/components/watch-status';
import { otpTarget } from '@/features/payments/otp-target';
import { restaurantPath } from '@/features/payments/payment-paths';
import '@/features/payments/payments.css';

/**
 * /restaurants/{name}/payment-otp/{url}: on the way to the card issuer's verification (3-D Secure / OTP)
 * page of the gateway. The page is opened in this window (the gateway's return then lands on
 * payment-success or payment-failed); the saved reservation watch resumes when the diner comes back.
 * A link stays in case the browser does not move on by itself.
 */
export function PaymentOtpPage({
  slug,
  url,
  navigate = (href) => window.location.assign(href),
}: {
  slug: string;
  url: string;
  /** Leaves the app for the gateway's page (a full page load). */
  navigate?: (href: string) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const target = otpTarget(url, window.location.origin);
  useEffect(() => headingRef.current?.focus(), []);
  // Once per target: the default `navigate` is a new function every render.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    if (target) navigateRef.current(target);
  }, [target]);

  if (!target) {
    return (
      <div className="page-message payments-page" data-testid="payment-otp-invalid">
        <h1 className="page-message__title" ref={headingRef} tabIndex={-1}>
          <Trans>This verification link is not valid</Trans>
        </h1>
        <p>
          <Trans>Please start the payment again from your booking.</Trans>
        </p>
        <AppLink href={restaurantPath(slug)} className="button button--primary">
          <Trans>Back to the restaurant</Trans>
        </AppLink>
      </div>
    );
  }

  return (
    <div className="payments-page payments-otp" data-testid="payment-otp">
      <h1 ref={headingRef} tabIndex={-1} className="payments-page__title">
        <Trans>Verify your payment</Trans>
      </h1>
      <p>
        <Trans>Your card issuer asks you to confirm this payment.</Trans>
      </p>
      <WatchStatus />
      <p role="status">
        <a href={target} data-testid="otp-link">
          <Trans>Opening your card issuer's page…</Trans>
        </a>
      </p>
    </div>
  );
}
