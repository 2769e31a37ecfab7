/**
 * Where payment-otp/{url} may send the diner (tests/features/payments/payment-result-pages.test.tsx). The URL
 * comes from the address bar, so it is checked: our own sandbox gateway's pages (same origin,
 * /sandbox-gateway/…) or a real gateway's https page (Omise, GB Prime Pay); anything else is refused, so the
 * route cannot forward to an arbitrary site.
 *
 * The page is opened in the window itself, not in a frame: the gateway's return lands on our
 * payment-success / payment-failed pages, which may not be framed (frame-ancestors 'none').
 */
const GATEWAY_HOSTS = ['omise.co', 'gbprimepay.com'];
const SANDBOX_PREFIX = '/sandbox-gateway/';

export function otpTarget(raw: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return url.pathname.startsWith(SANDBOX_PREFIX) ? url.pathname + url.search : null;
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  return GATEWAY_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) ? url.href : null;
}

/** The path segment for a gateway URL: payment-otp/{encoded url}. */
export function paymentOtpPath(slug: string, gatewayUrl: string): string {
  return `/restaurants/${encodeURIComponent(slug)}/payment-otp/${encodeURIComponent(gatewayUrl)}`;
}
