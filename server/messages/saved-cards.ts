import type { TextTable } from './text';

/** A member's saved cards: the list's answers and the refusals of paying with one. */
export const SAVED_CARD_MESSAGES = {
  savedCardsUnavailable: { en: 'Saving cards is not available', th: 'ยังไม่เปิดให้บันทึกบัตร' },
  savedCardNotFound: { en: 'Saved card not found', th: 'ไม่พบบัตรที่บันทึกไว้' },
  savedCardNeedsMember: { en: 'Please login to use a saved card', th: 'กรุณาเข้าสู่ระบบเพื่อใช้บัตรที่บันทึกไว้' },
  savedCardExpired: {
    en: 'This card has expired, please use another card',
    th: 'บัตรนี้หมดอายุแล้ว กรุณาใช้บัตรอื่น',
  },
  savedCardLimit: {
    en: 'You can keep at most {max} cards, please delete one first',
    th: 'บันทึกบัตรได้สูงสุด {max} ใบ กรุณาลบบัตรเดิมก่อน',
  },
  savedCardDeleteFailed: {
    en: 'The card could not be deleted, please try again',
    th: 'ลบบัตรไม่สำเร็จ กรุณาลองอีกครั้ง',
  },
  savedCardDeleted: { en: 'Card deleted', th: 'ลบบัตรแล้ว' },
  savedCardMadePrimary: { en: 'Primary card changed', th: 'เปลี่ยนบัตรหลักแล้ว' },
} as const satisfies TextTable;
