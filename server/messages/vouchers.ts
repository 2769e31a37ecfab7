import type { TextTable } from './text';

/** Vouchers: the answers of a check and the reason each refused code is given. */
export const VOUCHER_MESSAGES = {
  voucherApplied: { en: 'Voucher applied', th: 'ใช้บัตรกำนัลแล้ว' },
  voucherCodeEmpty: { en: 'Please enter voucher code', th: 'กรุณากรอกรหัสบัตรกำนัล' },
  voucherAlreadyInserted: { en: 'Voucher already inserted', th: 'ใส่บัตรกำนัลนี้แล้ว' },
  voucherGuestPhone: { en: 'please enter your phone', th: 'กรุณากรอกเบอร์โทรศัพท์ของคุณ' },
  voucherGuestEmail: { en: 'please enter your email', th: 'กรุณากรอกอีเมลของคุณ' },
  voucherCardFormat: { en: 'The card number is not valid', th: 'หมายเลขบัตรไม่ถูกต้อง' },
  invalidVoucherSection: {
    en: "Invalid section, should be 'active', 'used' or 'expired'",
    th: "ประเภทไม่ถูกต้อง ต้องเป็น 'active', 'used' หรือ 'expired'",
  },
  voucherGroupNotFound: { en: 'Data not found', th: 'ไม่พบข้อมูล' },
  voucherNotFound: { en: 'Voucher not found', th: 'ไม่พบบัตรกำนัลนี้' },
  voucherInactive: { en: 'This voucher is no longer available', th: 'บัตรกำนัลนี้ไม่สามารถใช้ได้แล้ว' },
  voucherNotStarted: { en: 'This voucher can be used from {date}', th: 'บัตรกำนัลนี้ใช้ได้ตั้งแต่ {date}' },
  voucherExpired: { en: 'This voucher has expired', th: 'บัตรกำนัลนี้หมดอายุแล้ว' },
  voucherNotOwner: { en: 'This voucher belongs to another account', th: 'บัตรกำนัลนี้เป็นของบัญชีอื่น' },
  voucherNeedsMember: { en: 'Please login to use this voucher', th: 'กรุณาเข้าสู่ระบบเพื่อใช้บัตรกำนัลนี้' },
  voucherWrongRestaurant: {
    en: 'This voucher cannot be used at this restaurant',
    th: 'บัตรกำนัลนี้ใช้กับร้านนี้ไม่ได้',
  },
  voucherWrongCurrency: {
    en: 'This voucher cannot be used at this restaurant',
    th: 'บัตรกำนัลนี้ใช้กับร้านนี้ไม่ได้',
  },
  voucherWrongPackage: {
    en: 'This voucher cannot be used with the selected packages',
    th: 'บัตรกำนัลนี้ใช้กับแพ็กเกจที่เลือกไม่ได้',
  },
  voucherWrongService: {
    en: 'This voucher cannot be used for this type of booking',
    th: 'บัตรกำนัลนี้ใช้กับการจองประเภทนี้ไม่ได้',
  },
  voucherMinSpend: {
    en: 'This voucher needs a minimum spend of {amount}',
    th: 'บัตรกำนัลนี้ต้องมียอดขั้นต่ำ {amount}',
  },
  voucherGiftSpent: { en: 'This gift voucher has been used up', th: 'บัตรกำนัลนี้ถูกใช้ครบมูลค่าแล้ว' },
  voucherTotalLimit: { en: 'This voucher has been fully redeemed', th: 'บัตรกำนัลนี้ถูกใช้ครบจำนวนแล้ว' },
  voucherMemberLimit: {
    en: 'You have already used this voucher the maximum number of times',
    th: 'คุณใช้บัตรกำนัลนี้ครบจำนวนครั้งแล้ว',
  },
  voucherFirstBookingOnly: {
    en: 'This voucher is for your first booking only',
    th: 'บัตรกำนัลนี้ใช้ได้กับการจองครั้งแรกเท่านั้น',
  },
  voucherWrongPaymentType: {
    en: 'This voucher cannot be used with this payment method',
    th: 'บัตรกำนัลนี้ใช้กับวิธีชำระเงินนี้ไม่ได้',
  },
  voucherCardRequired: {
    en: 'This voucher needs a card payment, please enter your card details first',
    th: 'บัตรกำนัลนี้ต้องชำระด้วยบัตร กรุณากรอกข้อมูลบัตรก่อน',
  },
  voucherWrongCard: {
    en: 'This voucher cannot be used with this card',
    th: 'บัตรกำนัลนี้ใช้กับบัตรใบนี้ไม่ได้',
  },
  voucherCombination: {
    en: 'A gift voucher can only be combined with another gift voucher',
    th: 'บัตรกำนัลของขวัญใช้ร่วมได้กับบัตรกำนัลของขวัญเท่านั้น',
  },
} as const satisfies TextTable;
