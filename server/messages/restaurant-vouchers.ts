import type { TextTable } from './text';

/** Restaurant vouchers: buying some of a restaurant's offer and reading the order. */
export const RESTAURANT_VOUCHER_MESSAGES = {
  restaurantVoucherOfferNotFound: {
    en: 'This voucher is not on sale',
    th: 'บัตรกำนัลนี้ไม่ได้เปิดขาย',
  },
  restaurantVoucherQuantity: {
    en: 'Please choose 1 to {max} vouchers',
    th: 'กรุณาเลือกบัตรกำนัล 1 ถึง {max} ใบ',
  },
  restaurantVoucherOrderNotFound: { en: 'Voucher not found', th: 'ไม่พบบัตรกำนัล' },
  restaurantVoucherName: { en: '{offer} at {restaurant}', th: '{offer} ที่ {restaurant}' },
} as const satisfies TextTable;
