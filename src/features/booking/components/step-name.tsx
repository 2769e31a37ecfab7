import { Trans } from '@lingui/react/macro';
import type { BookingStep } from '@/domain/booking/booking-steps';

/** The steps' names: 1 adults and kids, 2 date, 3 time, 4 select package, 5 payment. */
export function StepName({ step }: { step: BookingStep }) {
  switch (step) {
    case 1:
      return <Trans>Number of people</Trans>;
    case 2:
      return <Trans>Date</Trans>;
    case 3:
      return <Trans>Time</Trans>;
    case 4:
      return <Trans>Package</Trans>;
    case 5:
      return <Trans>Confirm and pay</Trans>;
  }
}
