import { Trans } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { GIFT_CARD_MAX_BAHT, GIFT_CARD_MIN_BAHT } from '@/domain/gift-cards/gift-card-amount';
import '@/features/gift-cards/gift-cards.css';

/**
 * The gift card landing (its brand path and the voucher alias): what a gift card is and how it is used,
 * and the way to buy one (the /buy child of the same path).
 */
export function GiftCardLandingPage({ base }: { base: string }) {
  const min = GIFT_CARD_MIN_BAHT.toLocaleString('en-US');
  const max = GIFT_CARD_MAX_BAHT.toLocaleString('en-US');
  return (
    <article className="gift-card" data-testid="gift-card-landing">
      <h1>
        <Trans>Hungry Table gift card</Trans>
      </h1>
      <p>
        <Trans>
          Give a meal at any restaurant that accepts vouchers. Choose an amount from ฿{min} to ฿{max}, pay, and we
          e-mail the gift card code with your message to the person you choose.
        </Trans>
      </p>
      <p>
        <Trans>
          They enter the code in the voucher field when they pay for a booking. What they do not use stays on the card
          for their next booking.
        </Trans>
      </p>
      <AppLink className="button button--primary" href={`${base}/buy`}>
        <Trans>Buy a gift card</Trans>
      </AppLink>
    </article>
  );
}
