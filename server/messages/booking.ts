import type { TextTable } from './text';

/**
 * Answers of the booking calls (availability, holds, reservations, corporate events). The English
 * texts of the product's own messages are kept as written ('Invalid date, please choose another date').
 */
export const BOOKING_MESSAGES = {
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
  holdNotFound: { en: 'Seat hold not found', th: 'ไม่พบการล็อกที่นั่งนี้' },
  reservationNotFound: { en: 'Reservation not found', th: 'ไม่พบการจอง' },
  invalidSectionType: {
    en: "Invalid type, should be 'past' or 'upcoming' 'pending'",
    th: "ประเภทไม่ถูกต้อง ต้องเป็น 'past' หรือ 'upcoming' 'pending'",
  },
  invalidReservationOrder: { en: 'order_by must be {order}', th: 'order_by ต้องเป็น {order}' },
  onlyCancel: {
    en: 'Only cancelling is possible: send reservation.active = false',
    th: 'ทำได้เพียงยกเลิกการจอง: ส่ง reservation.active = false',
  },
  reservationStarted: {
    en: 'This reservation has already started and can no longer be cancelled',
    th: 'การจองนี้เริ่มไปแล้ว จึงไม่สามารถยกเลิกได้',
  },
  cancelFailed: {
    en: 'Oops, someting went wrong, failed to cancel your booking',
    th: 'ขออภัย เกิดข้อผิดพลาด ไม่สามารถยกเลิกการจองของคุณได้',
  },
  reservationCancelled: { en: 'Your booking has been cancelled', th: 'ยกเลิกการจองของคุณแล้ว' },
} as const satisfies TextTable;

/**
 * The pricing rules' refusals (src/domain/pricing), keyed by their code. In English the answer is the
 * rule's own message (it may name the menu); these English texts are its usual form.
 */
export const PRICING_MESSAGES = {
  pricingNoPackageRules: { en: 'No package rules found', th: 'ไม่พบเงื่อนไขราคาของแพ็กเกจ' },
  pricingNoPackage: { en: 'Please select package first', th: 'กรุณาเลือกแพ็กเกจก่อน' },
  pricingInvalidQuantity: { en: 'packages format is wrong', th: 'รูปแบบแพ็กเกจไม่ถูกต้อง' },
  pricingEmptyMenus: { en: "Please select package's menu first", th: 'กรุณาเลือกเมนูของแพ็กเกจก่อน' },
  pricingUnknownMenu: { en: 'menu {menuId} is not in this package', th: 'ไม่พบเมนู {menuId} ในแพ็กเกจนี้' },
  pricingPackageLimit: {
    en: 'The {packageName} package has a limit of {quantity} portion / customer / day',
    th: 'แพ็กเกจ {packageName} จำกัด {quantity} ที่ / ลูกค้า / วัน',
  },
  pricingSectionLimit: { en: 'This section already reach limit', th: 'หมวดนี้เลือกครบจำนวนแล้ว' },
  pricingCannotCombine: {
    en: "This package can't be combined with other packages",
    th: 'แพ็กเกจนี้ไม่สามารถใช้ร่วมกับแพ็กเกจอื่นได้',
  },
  pointsNeedMember: {
    en: 'Please sign in to redeem points',
    th: 'กรุณาเข้าสู่ระบบเพื่อใช้คะแนน',
  },
  pointsRatioNotFound: {
    en: 'Points cannot be redeemed on this booking',
    th: 'ไม่สามารถใช้คะแนนกับการจองนี้ได้',
  },
  pointsNotWhole: { en: 'Points must be a whole number', th: 'คะแนนต้องเป็นจำนวนเต็ม' },
  pointsBelowMinimum: {
    en: 'Redeem at least {minPoints} points',
    th: 'ใช้คะแนนอย่างน้อย {minPoints} คะแนน',
  },
  pointsNotMultiple: {
    en: 'Points are redeemed in steps of {step}',
    th: 'ใช้คะแนนได้ครั้งละ {step} คะแนน',
  },
  pointsOverBalance: {
    en: 'You do not have enough points (at most {maxPoints} on this booking)',
    th: 'คะแนนของคุณไม่พอ (ใช้ได้สูงสุด {maxPoints} คะแนนสำหรับการจองนี้)',
  },
  pointsOverLimit: {
    en: 'At most {maxPoints} points can be redeemed on this booking',
    th: 'ใช้คะแนนได้สูงสุด {maxPoints} คะแนนสำหรับการจองนี้',
  },
} as const satisfies TextTable;
