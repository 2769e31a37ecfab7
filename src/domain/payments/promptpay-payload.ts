import { crc16Ccitt } from './crc16-ccitt';

/**
 * A PromptPay QR payload (EMVCo merchant-presented QR, Thai PromptPay credit-transfer profile).
 *
 *   00 payload format "01" · 01 point of initiation "11" static / "12" dynamic (one amount, one payment)
 *   29 merchant account: 00 AID A000000677010111, then the proxy —
 *      01 phone as 13 digits "0066" + the number without its leading 0 ·
 *      02 national id or tax id (13 digits) · 03 e-wallet id (15 digits)
 *   58 country "TH" · 53 currency "764" (THB) · 54 amount, baht with 2 decimals · 63 CRC16 of all before it
 *
 * The tag order is the one Thai banking apps are known to accept (the widely used promptpay-qr library's).
 */
export const PROMPTPAY_AID = 'A000000677010111';

export type PromptpayProxy =
  | { type: 'phone'; value: string }
  | { type: 'national_id'; value: string }
  | { type: 'ewallet'; value: string };

export type PromptpayPayloadResult =
  { ok: true; payload: string } | { ok: false; error: 'invalidProxy' | 'invalidAmount' };

/** Tag-length-value with a two-digit length. */
function field(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The proxy's tag inside template 29 and its value as the standard wants it; null when malformed. */
function proxyField(proxy: PromptpayProxy): { tag: string; value: string } | null {
  const digits = proxy.value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (proxy.type === 'phone') {
    // Local 0XXXXXXXXX, or international 66XXXXXXXXX (a leading + is removed by the caller below).
    const local =
      digits.startsWith('66') && digits.length === 11 ? digits.slice(2) : digits.replace(/^0/, '');
    if (local.length !== 9) return null;
    return { tag: '01', value: `0066${local}`.padStart(13, '0') };
  }
  if (proxy.type === 'national_id') return digits.length === 13 ? { tag: '02', value: digits } : null;
  return digits.length === 15 ? { tag: '03', value: digits } : null;
}

/**
 * `amountMinor` in satang: given → a dynamic (12) QR for exactly that amount; null → a static (11) QR
 * where the payer types the amount.
 */
export function promptpayPayload(proxy: PromptpayProxy, amountMinor: number | null): PromptpayPayloadResult {
  const normalized = proxy.type === 'phone' ? { ...proxy, value: proxy.value.replace(/^\+/, '') } : proxy;
  const target = proxyField(normalized);
  if (!target) return { ok: false, error: 'invalidProxy' };
  if (
    amountMinor !== null &&
    (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > 99_999_999_999)
  )
    return { ok: false, error: 'invalidAmount' };

  const parts = [
    field('00', '01'),
    field('01', amountMinor === null ? '11' : '12'),
    field('29', field('00', PROMPTPAY_AID) + field(target.tag, target.value)),
    field('58', 'TH'),
    field('53', '764'),
  ];
  if (amountMinor !== null) parts.push(field('54', formatBaht(amountMinor)));
  const body = `${parts.join('')}6304`;
  return { ok: true, payload: body + crc16Ccitt(body) };
}

/** Satang → "1234.50" (no thousands separator, always two decimals). */
function formatBaht(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
