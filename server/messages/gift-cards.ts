import type { TextTable } from './text';

/** Gift cards: buying one, reading the order, and the mail to the recipient. */
export const GIFT_CARD_MESSAGES = {
  giftCardAmountEmpty: { en: 'Please enter amount first', th: 'กรุณากรอกจำนวนเงินก่อน' },
  giftCardAmount: {
    en: 'Please enter a whole amount from {min} to {max} baht',
    th: 'กรุณากรอกจำนวนเงินเต็มบาท ตั้งแต่ {min} ถึง {max} บาท',
  },
  giftCardMessageLong: { en: 'The message can be at most {max} characters', th: 'ข้อความยาวได้ไม่เกิน {max} ตัวอักษร' },
  giftCardOrderNotFound: { en: 'Gift card not found', th: 'ไม่พบบัตรของขวัญ' },
  giftCardVoucherName: { en: 'Gift card from {buyer}', th: 'บัตรของขวัญจาก {buyer}' },
  giftCardMailSubject: { en: '{buyer} sent you a gift card', th: '{buyer} ส่งบัตรของขวัญให้คุณ' },
  giftCardMailBody: {
    en:
      'Hello {name},\n\n{buyer} sent you a Hungry Table gift card worth {amount}.\n\n{message}' +
      'Your gift card code: {code}\nValid until {validUntil}.\n\n' +
      'To use it, enter the code in the voucher field when you pay for a booking. ' +
      'What you do not use stays on the card for your next booking.',
    th:
      'สวัสดีคุณ {name}\n\n{buyer} ส่งบัตรของขวัญ Hungry Table มูลค่า {amount} ให้คุณ\n\n{message}' +
      'รหัสบัตรของขวัญ: {code}\nใช้ได้ถึง {validUntil}\n\n' +
      'วิธีใช้: กรอกรหัสในช่องบัตรกำนัลเมื่อชำระเงินการจอง ยอดที่ยังไม่ได้ใช้จะคงอยู่ในบัตรสำหรับการจองครั้งต่อไป',
  },
} as const satisfies TextTable;
