import type { TextTable } from './text';

/** Buying a voucher group on sale and reading the transaction. */
export const VOUCHER_GROUP_ORDER_MESSAGES = {
  voucherGroupNotOnSale: { en: 'This voucher group is not on sale', th: 'กลุ่มบัตรกำนัลนี้ไม่ได้เปิดขาย' },
  voucherGroupQuantity: { en: 'Please choose 1 to {max} sets', th: 'กรุณาเลือก 1 ถึง {max} ชุด' },
  voucherGroupOrderNotFound: { en: 'Voucher transaction not found', th: 'ไม่พบรายการซื้อบัตรกำนัล' },
} as const satisfies TextTable;
