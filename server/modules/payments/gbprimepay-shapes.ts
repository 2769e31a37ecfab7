import type { ChargeStatus } from '@/contract/payments';
import type { GatewayCard, GatewayCharge } from './gateway';

/**
 * GB Prime Pay's JSON ⇄ our gateway types (gbprimepay-gateway.ts). GB speaks baht in major units with
 * two decimals ("1299.00"), masks card numbers ("453501XXXXXX5741"), and names a transaction's state
 * with a letter in check_status_txn. The letters as read from GB's docs and client code — unverified
 * against GB itself, which is unreachable from here:
 *   S settled, A authorized → successful · G, P, I waiting (QR not paid yet, 3-D Secure not done) → pending
 *   V voided, R refunded, D declined, F failed, E expired → failed (E → expired)
 * Any other letter is read as pending: the expiry sweep then decides, and a person can check GB's portal.
 */
export type GbJson = Record<string, unknown>;

const obj = (v: unknown): GbJson | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as GbJson) : null;
const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

/** A text field of GB's (strings, or numbers GB sometimes sends for codes), else the fallback. */
export function gbText(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** Minor units (satang) → GB's "1299.00". */
export function gbAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** GB's 1299 / "1299.00" → minor units. */
export function minorFromGb(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

const STATUS: Readonly<Record<string, ChargeStatus>> = {
  S: 'successful',
  A: 'successful',
  G: 'pending',
  P: 'pending',
  I: 'pending',
  V: 'failed',
  R: 'failed',
  D: 'failed',
  F: 'failed',
  E: 'expired',
};

export function statusFromGb(letter: string | null): ChargeStatus {
  return (letter && STATUS[letter.toUpperCase()]) || 'pending';
}

/** The brand GB does not name: from the masked number's leading digits. */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^35/.test(number)) return 'JCB';
  if (/^62/.test(number)) return 'UnionPay';
  return 'Unknown';
}

export function cardFromGb(json: GbJson): GatewayCard {
  const number = (str(json.number) ?? '').replace(/\s+/g, '');
  const year = Number(str(json.expirationYear) ?? 0);
  return {
    id: null,
    brand: brandOf(number),
    lastDigits: number.slice(-4),
    name: str(json.name) ?? '',
    expirationMonth: Number(str(json.expirationMonth) ?? 0),
    expirationYear: year > 0 && year < 100 ? 2000 + year : year,
  };
}

/**
 * check_status_txn's answer `{ resultCode, txn: { referenceNo, gbpReferenceNo, amount, status,
 * paymentType, currencyCode, card?, ... } }` as our charge; null when GB does not know the reference
 * (no `txn`).
 */
export function chargeFromGb(json: GbJson, returnUri: string | null): GatewayCharge | null {
  const txn = obj(json.txn);
  const referenceNo = txn ? str(txn.referenceNo) : null;
  if (!txn || !referenceNo) return null;
  const status = statusFromGb(str(txn.status));
  const card = obj(txn.card);
  const paymentType = str(txn.paymentType);
  return {
    id: referenceNo,
    amount: minorFromGb(txn.amount),
    // GB charges baht only (currency code 764).
    currency: 'THB',
    status,
    authorized: status === 'successful',
    paid: status === 'successful',
    authorizeUri: null,
    returnUri,
    failureCode: status === 'failed' || status === 'expired' ? `gbp_${str(txn.status) ?? 'unknown'}` : null,
    failureMessage: str(txn.resultMessage) ?? str(json.resultMessage),
    expiresAt: null,
    card: card ? cardFromGb(card) : null,
    source:
      paymentType === 'Q'
        ? {
            id: 'gbpsrc_promptpay',
            type: 'promptpay',
            flow: 'offline',
            amount: minorFromGb(txn.amount),
            currency: 'THB',
            scannableCode: null,
          }
        : null,
    metadata: str(txn.merchantDefined1) ? { reservation: str(txn.merchantDefined1)! } : {},
  };
}
