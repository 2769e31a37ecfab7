import type { TextTable } from './text';

/**
 * Answers of the catalogue calls (lists, taxonomy, landing pages, geo) and the field refusals their
 * schemas use. The product's own English texts are kept as written ('Data not found').
 */
export const CATALOGUE_MESSAGES = {
  cityNotFound: { en: 'City not found', th: 'ไม่พบเมือง' },
  tagNotFound: { en: 'Restaurant tag not found', th: 'ไม่พบแท็กร้านอาหาร' },
  tagGroupNotFound: { en: 'Restaurant tag group not found', th: 'ไม่พบกลุ่มแท็กร้านอาหาร' },
  branchNotFound: { en: 'Branch not found', th: 'ไม่พบสาขา' },
  dataNotFound: { en: 'Data not found', th: 'ไม่พบข้อมูล' },
  listType: { en: 'Restaurant list type must be top or new', th: 'ประเภทรายการร้านอาหารต้องเป็น top หรือ new' },
  invalidId: { en: '{field} must be a positive integer id', th: '{field} ต้องเป็นรหัสจำนวนเต็มบวก' },
  invalidPage: { en: '{field} must be a positive integer', th: '{field} ต้องเป็นจำนวนเต็มบวก' },
  pageTooLarge: { en: '{field} must be at most {max}', th: '{field} ต้องไม่เกิน {max}' },
  latLngRequired: {
    en: 'lat and lng are required numbers',
    th: 'ต้องระบุ lat และ lng เป็นตัวเลข',
  },
  latLngRange: {
    en: 'lat must be between -90 and 90 and lng between -180 and 180',
    th: 'lat ต้องอยู่ระหว่าง -90 ถึง 90 และ lng ระหว่าง -180 ถึง 180',
  },
  branchIdsRequired: {
    en: 'branch_ids is required: a list of positive integer ids',
    th: 'ต้องระบุ branch_ids เป็นรายการรหัสจำนวนเต็มบวก',
  },
  tooManyIds: { en: '{field} may hold at most {max} ids', th: '{field} มีได้ไม่เกิน {max} รหัส' },
  deliveryFeeBody: {
    en: 'restaurant_ids must be an array of restaurant ids, and lat and lng must be numbers',
    th: 'restaurant_ids ต้องเป็นอาร์เรย์ของรหัสร้านอาหาร และ lat กับ lng ต้องเป็นตัวเลข',
  },
} as const satisfies TextTable;
