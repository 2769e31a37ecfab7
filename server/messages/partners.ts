import type { TextTable } from './text';

/** Partner modes: the partner's settings and its user-info lookup. */
export const PARTNER_MESSAGES = {
  partnerNotFound: { en: 'Partner not found', th: 'ไม่พบพาร์ทเนอร์' },
  partnerTokenInvalid: { en: 'Partner token is not valid', th: 'โทเคนของพาร์ทเนอร์ไม่ถูกต้อง' },
  partnerUserInfoFailed: {
    en: 'failed get partner user info',
    th: 'ไม่สามารถดึงข้อมูลผู้ใช้จากพาร์ทเนอร์ได้',
  },
} as const satisfies TextTable;
