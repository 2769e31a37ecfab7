import type { Logger } from '../../context';
import type { GatewayCharge } from './gateway';
import { gatewayId } from './ids';
import { chargeToOmise } from './omise-shapes';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './webhook-signature';

/**
 * How the sandbox tells our server that a charge changed: an Omise-shaped `charge.complete` event,
 * signed like Omise signs (webhook-signature.ts) and POSTed to the webhook URL — the same door a real
 * gateway uses, so the handler is exercised for real. Delivery is awaited (a short timeout) so that the
 * payer's redirect back normally finds the reservation already updated; when it fails, the return
 * endpoint and the expiry sweep re-fetch the charge anyway, so nothing depends on this one call.
 */
export function sandboxWebhookSender(opts: {
  url: () => string;
  secret: string;
  log: Logger;
  fetch?: typeof fetch;
  nowSeconds?: () => number;
}): (charge: GatewayCharge) => Promise<void> {
  const send = opts.fetch ?? fetch;
  return async (charge) => {
    const body = JSON.stringify({
      object: 'event',
      id: gatewayId('evnt'),
      livemode: false,
      key: 'charge.complete',
      created_at: new Date().toISOString(),
      data: chargeToOmise(charge),
    });
    const timestamp = opts.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
    try {
      const res = await send(opts.url(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(opts.secret, body, timestamp),
          [TIMESTAMP_HEADER]: String(timestamp),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) opts.log.warn('sandbox webhook refused', { status: res.status, chargeId: charge.id });
    } catch (err) {
      opts.log.warn('sandbox webhook delivery failed', { error: String(err), chargeId: charge.id });
    }
  };
}
