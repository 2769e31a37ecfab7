import type { TextTable } from './text';

/** Package tickets: buying, reading an order, the restaurant's scan. */
export const PACKAGE_TICKET_MESSAGES = {
  ticketPackageNotFound: { en: 'This package is not sold as a ticket', th: 'แพ็กเกจนี้ไม่ได้จำหน่ายเป็นบัตร' },
  ticketExpired: { en: 'This ticket package has expired', th: 'แพ็กเกจบัตรนี้หมดอายุแล้ว' },
  ticketQuantity: { en: 'Please choose 1 to {max} tickets', th: 'กรุณาเลือกบัตร 1 ถึง {max} ใบ' },
  ticketOrderNotFound: { en: 'Ticket order not found', th: 'ไม่พบคำสั่งซื้อบัตร' },
  ticketNotFound: { en: 'Ticket not found', th: 'ไม่พบบัตร' },
  ticketNotPaid: { en: 'This ticket has not been paid', th: 'บัตรนี้ยังไม่ได้ชำระเงิน' },
  ticketAlreadyUsed: { en: 'This ticket has already been used', th: 'บัตรนี้ถูกใช้ไปแล้ว' },
  ticketRedeemed: { en: 'Ticket accepted', th: 'ใช้บัตรเรียบร้อยแล้ว' },
} as const satisfies TextTable;
