import type { TextTable } from './text';

/** Answers of the payment calls. */
export const PAYMENT_MESSAGES = {
  notWaitingForPayment: {
    en: 'This reservation is not waiting for payment',
    th: 'การจองนี้ไม่ได้อยู่ในสถานะรอชำระเงิน',
  },
  nothingToPay: { en: 'This reservation has nothing to pay', th: 'การจองนี้ไม่มียอดที่ต้องชำระ' },
  promptpayThbOnly: { en: 'PromptPay accepts Thai baht only', th: 'พร้อมเพย์รับชำระเป็นเงินบาทเท่านั้น' },
  saveCardNeedsMember: { en: 'Please login to save your card', th: 'กรุณาเข้าสู่ระบบเพื่อบันทึกบัตร' },
  cardRefused: { en: 'Your card was not accepted: {reason}', th: 'ไม่สามารถใช้บัตรนี้ได้: {reason}' },
  paymentNotFound: { en: 'Payment not found', th: 'ไม่พบรายการชำระเงิน' },
} as const satisfies TextTable;
