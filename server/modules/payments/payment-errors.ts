import type { Language } from '@/contract/envelope';

const MESSAGES = {
  reservationNotFound: { en: 'Reservation not found', th: 'ไม่พบการจอง' },
  notWaitingForPayment: {
    en: 'This reservation is not waiting for payment',
    th: 'การจองนี้ไม่ได้อยู่ในสถานะรอชำระเงิน',
  },
  nothingToPay: { en: 'This reservation has nothing to pay', th: 'การจองนี้ไม่มียอดที่ต้องชำระ' },
  promptpayThbOnly: { en: 'PromptPay accepts Thai baht only', th: 'พร้อมเพย์รับชำระเป็นเงินบาทเท่านั้น' },
  saveCardNeedsMember: { en: 'Please login to save your card', th: 'กรุณาเข้าสู่ระบบเพื่อบันทึกบัตร' },
  cardRefused: { en: 'Your card was not accepted: {reason}', th: 'ไม่สามารถใช้บัตรนี้ได้: {reason}' },
  paymentNotFound: { en: 'Payment not found', th: 'ไม่พบรายการชำระเงิน' },
} as const satisfies Record<string, Record<Language, string>>;

export type PaymentMessageKey = keyof typeof MESSAGES;

export function paymentMessage(
  lang: Language,
  key: PaymentMessageKey,
  params: Record<string, string> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** A refusal the routes answer as `{ success: false, message }` with this status. */
export class PaymentError extends Error {
  constructor(
    readonly status: 404 | 409 | 422 | 502,
    readonly key: PaymentMessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'PaymentError';
  }
}
