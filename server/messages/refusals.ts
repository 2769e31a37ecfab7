import type { TextTable } from './text';

/**
 * Field refusals that contract schemas name with `refusal(key)` (src/contract/refusal.ts): the
 * product's own English texts of each field's rule.
 */
export const REFUSAL_MESSAGES = {
  dateFormat: { en: 'date format is wrong', th: 'รูปแบบวันที่ไม่ถูกต้อง' },
  restaurantIdFormat: { en: 'restaurantId format is wrong', th: 'รูปแบบรหัสร้านอาหารไม่ถูกต้อง' },
  startTimeFormat: { en: 'startTime format is wrong', th: 'รูปแบบเวลาเริ่มไม่ถูกต้อง' },
  adultFormat: { en: 'adult format is wrong', th: 'รูปแบบจำนวนผู้ใหญ่ไม่ถูกต้อง' },
  kidsFormat: { en: 'kids format is wrong', th: 'รูปแบบจำนวนเด็กไม่ถูกต้อง' },
  packagesFormat: { en: 'packages format is wrong', th: 'รูปแบบแพ็กเกจไม่ถูกต้อง' },
  voucherCodesFormat: { en: 'voucherCodes format is wrong', th: 'รูปแบบรหัสบัตรกำนัลไม่ถูกต้อง' },
  nameRequired: { en: 'Name field is required', th: 'กรุณากรอกชื่อ' },
  // Empty e-mail and empty phone have prompts of their own; a malformed phone is "Phone field is required".
  emailRequired: { en: 'Please enter your email address', th: 'กรุณากรอกอีเมลของคุณ' },
  phoneEmpty: { en: 'Please enter your phone no.', th: 'กรุณากรอกเบอร์โทรศัพท์ของคุณ' },
  phoneRequired: { en: 'Phone field is required', th: 'กรุณากรอกเบอร์โทรศัพท์' },
  emailInvalid: { en: '{value} is not valid email address', th: '{value} ไม่ใช่อีเมลที่ถูกต้อง' },
} as const satisfies TextTable;
