import type { Language } from '@/contract/envelope';
import type { PricingError } from '@/domain/pricing/pricing-types';

/**
 * Answers of the booking calls in both languages, picked by the request's language. The spec's own
 * English texts are kept verbatim (typos included).
 */
const MESSAGES = {
  restaurantNotFound: { en: 'Restaurant not found', th: 'ไม่พบร้านอาหาร' },
  bookingClosed: {
    en: 'This restaurant does not take bookings at the moment',
    th: 'ร้านนี้ยังไม่เปิดรับการจองในขณะนี้',
  },
  invalidDate: { en: 'Invalid date, please choose another date', th: 'วันที่ไม่ถูกต้อง กรุณาเลือกวันอื่น' },
  invalidTime: {
    en: 'This time is not available, please choose another time',
    th: 'เวลานี้ไม่สามารถจองได้ กรุณาเลือกเวลาอื่น',
  },
  selectPeople: { en: 'Please select number of people first', th: 'กรุณาเลือกจำนวนคนก่อน' },
  packageNotAvailable: {
    en: 'The {packageName} package is not available for this booking',
    th: 'แพ็กเกจ {packageName} ไม่สามารถจองได้สำหรับการจองนี้',
  },
  packageNotFound: {
    en: 'Package {packageId} does not belong to this restaurant',
    th: 'แพ็กเกจ {packageId} ไม่ใช่ของร้านนี้',
  },
  soldOut: {
    en: 'Sorry, {packageName} is sold out at {startTime} on {date}. Please choose another time.',
    th: 'ขออภัย {packageName} เต็มแล้วในเวลา {startTime} วันที่ {date} กรุณาเลือกเวลาอื่น',
  },
  sessionExpired: {
    en: 'Your session has expired, Please login again',
    th: 'เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  provideToken: { en: 'Please provide access token', th: 'กรุณาระบุโทเค็นการเข้าถึง' },
  nameRequired: { en: 'Name field is required', th: 'กรุณากรอกชื่อ' },
  emailRequired: { en: 'Email field is required', th: 'กรุณากรอกอีเมล' },
  phoneRequired: { en: 'Phone field is required', th: 'กรุณากรอกเบอร์โทรศัพท์' },
  wrongCorporate: { en: 'You open wrong corporate restaurant', th: 'คุณเปิดร้านอาหารของงานองค์กรไม่ถูกต้อง' },
  corporateNotFound: { en: 'Corporate event not found', th: 'ไม่พบงานขององค์กร' },
  corporatePackage: {
    en: 'The {packageName} package is not part of this corporate event',
    th: 'แพ็กเกจ {packageName} ไม่ได้อยู่ในงานขององค์กรนี้',
  },
  bigGroupDisabled: {
    en: 'This restaurant does not take big group bookings',
    th: 'ร้านนี้ไม่รับการจองแบบกลุ่มใหญ่',
  },
  mixedKinds: {
    en: "This package can't be combined with other packages",
    th: 'แพ็กเกจนี้ไม่สามารถใช้ร่วมกับแพ็กเกจอื่นได้',
  },
  addressRequired: {
    en: 'Please choose a delivery address',
    th: 'กรุณาเลือกที่อยู่สำหรับจัดส่ง',
  },
  addressNotFound: { en: 'address not found', th: 'ไม่พบที่อยู่' },
  outOfDeliveryArea: {
    en: 'Sorry, your location is outside the delivery area of this restaurant',
    th: 'ขออภัย ตำแหน่งของคุณอยู่นอกพื้นที่จัดส่งของร้านนี้',
  },
  priceChanged: {
    en: 'The price has changed to {total}, please check your booking again',
    th: 'ราคาเปลี่ยนเป็น {total} กรุณาตรวจสอบการจองอีกครั้ง',
  },
  reservationCreated: { en: 'Your reservation has been created', th: 'สร้างการจองเรียบร้อยแล้ว' },
  reservationProcessing: {
    en: 'Your reservation is being processed',
    th: 'กำลังดำเนินการจองของคุณ',
  },
  occasionNotFound: { en: 'Dining occasion not found', th: 'ไม่พบโอกาสพิเศษที่เลือก' },
  reservationNotFound: { en: 'Reservation not found', th: 'ไม่พบการจอง' },
} as const satisfies Record<string, Record<Language, string>>;

export type BookingMessageKey = keyof typeof MESSAGES;
export type MessageVars = Readonly<Record<string, string | number>>;

export function bookingMessage(lang: Language, key: BookingMessageKey, vars: MessageVars = {}): string {
  return fill(MESSAGES[key][lang], vars);
}

/** Thai texts of the pricing rules' refusals (their English `message` is the spec's, already filled). */
const PRICING_TH: Record<PricingError['code'], string> = {
  noPackageRules: 'ไม่พบเงื่อนไขราคาของแพ็กเกจ',
  noPackage: 'กรุณาเลือกแพ็กเกจก่อน',
  invalidQuantity: 'รูปแบบแพ็กเกจไม่ถูกต้อง',
  emptyMenus: 'กรุณาเลือกเมนูของแพ็กเกจก่อน',
  unknownMenu: 'ไม่พบเมนูที่เลือกในแพ็กเกจนี้',
  packageLimit: 'แพ็กเกจ {packageName} จำกัด {quantity} ที่ / ลูกค้า / วัน',
  sectionLimit: 'หมวดนี้เลือกครบจำนวนแล้ว',
  cannotCombine: 'แพ็กเกจนี้ไม่สามารถใช้ร่วมกับแพ็กเกจอื่นได้',
};

export function pricingMessage(lang: Language, error: PricingError): string {
  return lang === 'th' ? fill(PRICING_TH[error.code], error.params) : error.message;
}

function fill(text: string, vars: MessageVars): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
