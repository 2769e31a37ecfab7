import type { TextTable } from './text';

/** Answers of the HTTP layer itself: routing, bodies, idempotency, sessions, rate limits. */
export const PLATFORM_MESSAGES = {
  notFound: { en: 'Not found', th: 'ไม่พบข้อมูลที่ต้องการ' },
  internalError: {
    en: 'Oops, something went wrong, please try again',
    th: 'ขออภัย เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  },
  serviceUnavailable: { en: 'Service unavailable', th: 'ระบบไม่พร้อมให้บริการชั่วคราว' },
  databaseUnavailable: { en: 'Database unavailable', th: 'ฐานข้อมูลไม่พร้อมใช้งาน' },
  badJson: { en: 'Request body must be valid JSON', th: 'ข้อมูลที่ส่งมาต้องเป็น JSON ที่ถูกต้อง' },
  bodyTooLarge: {
    en: 'Request body is too large (at most {max} bytes)',
    th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป (ไม่เกิน {max} ไบต์)',
  },
  requestTooLarge: { en: 'Request body is too large', th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป' },
  bodyIncomplete: {
    en: 'The request body did not arrive in full',
    th: 'ได้รับข้อมูลที่ส่งมาไม่ครบถ้วน',
  },
  tooDeep: {
    en: 'Request body is nested too deeply',
    th: 'ข้อมูลที่ส่งมาซ้อนกันลึกเกินไป',
  },
  nulCharacter: {
    en: 'Text must not contain NUL characters',
    th: 'ข้อความต้องไม่มีอักขระ NUL',
  },
  methodNotAllowed: { en: 'Method not allowed', th: 'ไม่รองรับวิธีการเรียกนี้' },
  badRequest: { en: 'Bad request', th: 'คำขอไม่ถูกต้อง' },
  invalidField: { en: '{field}: {reason}', th: '{field}: {reason}' },
  invalidRequest: { en: 'Invalid request', th: 'คำขอไม่ถูกต้อง' },
  sessionExpired: {
    en: 'Your session has expired, Please login again',
    th: 'เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  provideToken: { en: 'Please provide access token', th: 'กรุณาระบุโทเค็นการเข้าถึง' },
  tooManyRequests: { en: 'Too many request', th: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง' },
  idempotencyBadKey: {
    en: 'Idempotency-Key must be 8 to 200 characters of letters, digits, "_", "-", ":" or "."',
    th: 'Idempotency-Key ต้องมีความยาว 8 ถึง 200 ตัวอักษร ประกอบด้วยตัวอักษร ตัวเลข "_" "-" ":" หรือ "." เท่านั้น',
  },
  idempotencyInFlight: {
    en: 'A request with this Idempotency-Key is still being processed',
    th: 'คำขอที่ใช้ Idempotency-Key นี้กำลังดำเนินการอยู่',
  },
  idempotencyMismatch: {
    en: 'This Idempotency-Key was already used with a different request',
    th: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นไปแล้ว',
  },
} as const satisfies TextTable;
