import type { TextTable } from './text';

/** A member's saved addresses: the form's refusals and the list's answers. */
export const ADDRESS_MESSAGES = {
  addressesUnavailable: { en: 'Saving addresses is not available', th: 'ยังไม่เปิดให้บันทึกที่อยู่' },
  addressOwnerOnly: {
    en: 'You can only use your own addresses',
    th: 'คุณใช้ได้เฉพาะที่อยู่ของคุณเอง',
  },
  savedAddressNotFound: { en: 'Address not found', th: 'ไม่พบที่อยู่' },
  addressLimit: {
    en: 'You can keep at most {max} addresses',
    th: 'คุณบันทึกที่อยู่ได้ไม่เกิน {max} รายการ',
  },
  addressKindInvalid: {
    en: 'Invalid kind, should be home, work or other',
    th: 'ประเภทที่อยู่ไม่ถูกต้อง ต้องเป็น home, work หรือ other',
  },
  addressLabelRequired: { en: 'Label field is required', th: 'กรุณากรอกชื่อเรียกที่อยู่' },
  addressLabelTooLong: {
    en: 'Label must be at most {max} characters',
    th: 'ชื่อเรียกที่อยู่ต้องมีไม่เกิน {max} ตัวอักษร',
  },
  savedAddressRequired: { en: 'Address field is required', th: 'กรุณากรอกที่อยู่' },
  addressTooLong: {
    en: 'Address must be at most {max} characters',
    th: 'ที่อยู่ต้องมีไม่เกิน {max} ตัวอักษร',
  },
  addressSeparator: {
    en: 'Address cannot contain " | ", please put the rest in the address detail',
    th: 'ที่อยู่ต้องไม่มี " | " กรุณาใส่ส่วนที่เหลือในรายละเอียดที่อยู่',
  },
  addressDetailTooLong: {
    en: 'Address detail must be at most {max} characters',
    th: 'รายละเอียดที่อยู่ต้องมีไม่เกิน {max} ตัวอักษร',
  },
  addressLatInvalid: {
    en: 'Latitude must be a number from -90 to 90',
    th: 'ละติจูดต้องเป็นตัวเลขระหว่าง -90 ถึง 90',
  },
  addressLngInvalid: {
    en: 'Longitude must be a number from -180 to 180',
    th: 'ลองจิจูดต้องเป็นตัวเลขระหว่าง -180 ถึง 180',
  },
  addressPointPair: {
    en: 'Latitude and longitude must be given together',
    th: 'ต้องระบุละติจูดและลองจิจูดพร้อมกัน',
  },
  addressPrimaryInvalid: { en: 'primary must be true or false', th: 'primary ต้องเป็น true หรือ false' },
  savedAddressNoPoint: {
    en: 'This address has no map location, please enter the delivery address',
    th: 'ที่อยู่นี้ไม่มีตำแหน่งบนแผนที่ กรุณากรอกที่อยู่สำหรับจัดส่ง',
  },
  addressAdded: { en: 'Address saved', th: 'บันทึกที่อยู่แล้ว' },
  addressUpdated: { en: 'Address updated', th: 'แก้ไขที่อยู่แล้ว' },
  addressDeleted: { en: 'Address deleted', th: 'ลบที่อยู่แล้ว' },
  addressMadePrimary: { en: 'Primary address changed', th: 'เปลี่ยนที่อยู่หลักแล้ว' },
} as const satisfies TextTable;
