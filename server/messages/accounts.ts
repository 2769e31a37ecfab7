import type { TextTable } from './text';

/** Sign-up, sign-in, profile, passwords and the mails they send. */
export const ACCOUNT_MESSAGES = {
  passkeyInvalid: {
    en: 'This passkey could not be checked, please try again',
    th: 'ไม่สามารถตรวจสอบพาสคีย์นี้ได้ กรุณาลองอีกครั้ง',
  },
  passkeySignInFailed: {
    en: 'We could not sign you in with this passkey',
    th: 'ไม่สามารถเข้าสู่ระบบด้วยพาสคีย์นี้ได้',
  },
  badForm: { en: 'Request body must be a valid form', th: 'ข้อมูลที่ส่งมาต้องเป็นแบบฟอร์มที่ถูกต้อง' },
  avatarType: {
    en: 'Please choose a JPEG, PNG or WebP picture',
    th: 'กรุณาเลือกรูปภาพแบบ JPEG, PNG หรือ WebP',
  },
  avatarTooLarge: {
    en: 'The picture must be at most {max} MB',
    th: 'รูปภาพต้องมีขนาดไม่เกิน {max} MB',
  },
  avatarUnreadable: {
    en: 'This picture could not be read, please choose another',
    th: 'ไม่สามารถอ่านรูปภาพนี้ได้ กรุณาเลือกรูปอื่น',
  },
  passkeyAdded: { en: 'Passkey added', th: 'เพิ่มพาสคีย์แล้ว' },
  passkeyTaken: { en: 'This passkey is already added', th: 'พาสคีย์นี้ถูกเพิ่มไว้แล้ว' },
  passkeyNotFound: { en: 'Passkey not found', th: 'ไม่พบพาสคีย์' },
  passkeyLimit: {
    en: 'You can keep at most {max} passkeys',
    th: 'คุณมีพาสคีย์ได้ไม่เกิน {max} รายการ',
  },
  passkeyNameTooLong: {
    en: 'Passkey name must be at most {max} characters',
    th: 'ชื่อพาสคีย์ต้องมีไม่เกิน {max} ตัวอักษร',
  },
  passwordRequired: { en: 'Password field is required', th: 'กรุณากรอกรหัสผ่าน' },
  passwordTooShort: {
    en: 'Password must be at least {min} characters',
    th: 'รหัสผ่านต้องมีอย่างน้อย {min} ตัวอักษร',
  },
  passwordTooLong: {
    en: 'Password must be at most {max} characters',
    th: 'รหัสผ่านต้องมีไม่เกิน {max} ตัวอักษร',
  },
  nameTooLong: { en: 'Name must be at most {max} characters', th: 'ชื่อต้องมีไม่เกิน {max} ตัวอักษร' },
  phoneInvalid: {
    en: 'Please put zero in front of your number eg. 0xxxxxxxxx',
    th: 'กรุณาใส่เลขศูนย์หน้าหมายเลขของคุณ เช่น 0xxxxxxxxx',
  },
  callingCodeInvalid: { en: 'Calling code is not valid', th: 'รหัสประเทศของหมายเลขโทรศัพท์ไม่ถูกต้อง' },
  birthdayInvalid: { en: 'Birthday is not a valid date', th: 'วันเกิดไม่ถูกต้อง' },
  grantTypeUnsupported: {
    en: 'grant_type must be password',
    th: 'grant_type ต้องเป็น password',
  },
  invalidUid: { en: 'Invalid uid', th: 'uid ไม่ถูกต้อง' },
  invalidProvider: { en: 'Invalid provider', th: 'ผู้ให้บริการไม่ถูกต้อง' },
  providerNotSupported: {
    en: 'Signing up with {provider} is not available yet',
    th: 'ยังไม่รองรับการสมัครสมาชิกด้วย {provider}',
  },
  emailTaken: {
    en: 'This email is already registered, please sign in',
    th: 'อีเมลนี้ลงทะเบียนไว้แล้ว กรุณาเข้าสู่ระบบ',
  },
  /** One answer for an unknown e-mail and a wrong password: it tells an attacker nothing. */
  signInFailed: { en: 'Invalid email or password', th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
  signedUp: { en: 'Welcome {name}', th: 'ยินดีต้อนรับ {name}' },
  signedIn: { en: 'Welcome back {name}', th: 'ยินดีต้อนรับกลับ {name}' },
  signedOut: { en: 'Signed Out Successfully', th: 'ออกจากระบบเรียบร้อยแล้ว' },
  profileUpdated: { en: 'Profile updated', th: 'อัปเดตโปรไฟล์เรียบร้อยแล้ว' },
  resetMailSent: {
    en: 'If an account exists for {email}, we have sent it a link to reset the password',
    th: 'หากมีบัญชีที่ใช้อีเมล {email} เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปแล้ว',
  },
  resetTokenInvalid: {
    en: 'This password reset link is invalid or has expired, please ask for a new one',
    th: 'ลิงก์ตั้งรหัสผ่านใหม่นี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
  },
  passwordReset: {
    en: 'Your password has been changed, please sign in with the new one',
    th: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
  },
  passwordChanged: { en: 'Your password has been changed', th: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' },
  currentPasswordWrong: { en: 'Current password is incorrect', th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' },
  resetMailSubject: { en: 'Reset your Hungry Table password', th: 'ตั้งรหัสผ่าน Hungry Table ใหม่' },
  resetMailBody: {
    en:
      'Hello {name},\n\nSomeone asked to reset the password of your Hungry Table account. ' +
      'Open this link within {minutes} minutes to choose a new one:\n\n{link}\n\n' +
      'If it was not you, ignore this mail: your password stays as it is.',
    th:
      'สวัสดีคุณ {name}\n\nมีผู้ขอตั้งรหัสผ่านใหม่สำหรับบัญชี Hungry Table ของคุณ ' +
      'เปิดลิงก์นี้ภายใน {minutes} นาทีเพื่อตั้งรหัสผ่านใหม่:\n\n{link}\n\n' +
      'หากคุณไม่ได้เป็นผู้ขอ ไม่ต้องทำอะไร รหัสผ่านของคุณจะยังคงเหมือนเดิม',
  },
  socialTokenMissing: { en: 'failed to sign in', th: 'เข้าสู่ระบบไม่สำเร็จ' },
  socialEmailRegistered: {
    en: 'your email is already registered, try signing in with Google',
    th: 'อีเมลของคุณลงทะเบียนไว้แล้ว ลองเข้าสู่ระบบด้วย Google',
  },
  phoneAlreadyVerified: { en: 'Your phone number is already verified', th: 'หมายเลขโทรศัพท์ของคุณยืนยันแล้ว' },
  phoneCodeSent: {
    en: 'We sent a 6-digit code to {phone}',
    th: 'เราได้ส่งรหัส 6 หลักไปที่ {phone} แล้ว',
  },
  phoneCodeWrong: {
    en: 'The code is not correct, {left} tries left',
    th: 'รหัสไม่ถูกต้อง เหลืออีก {left} ครั้ง',
  },
  phoneCodeExpired: {
    en: 'The code has expired or was tried too many times, please ask for a new one',
    th: 'รหัสหมดอายุหรือลองผิดเกินจำนวนครั้งแล้ว กรุณาขอรหัสใหม่',
  },
  phoneCodeInvalid: { en: 'Please enter the 6-digit code', th: 'กรุณากรอกรหัส 6 หลัก' },
  phoneVerified: { en: 'Your phone number is verified', th: 'ยืนยันหมายเลขโทรศัพท์เรียบร้อยแล้ว' },
  phoneCodeText: {
    en: 'Hungry Table: your code is {code}. It works for {minutes} minutes. Never share it.',
    th: 'Hungry Table: รหัสของคุณคือ {code} ใช้ได้ {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
  },
  phoneCodeSubject: { en: 'Your Hungry Table code', th: 'รหัสยืนยัน Hungry Table ของคุณ' },
  // Favourites: the web client's own words for a toggle without a token or without a restaurant.
  noTokenProvided: { en: 'No token provided', th: 'ไม่พบโทเค็นการเข้าถึง' },
  selectRestaurant: { en: 'please select restaurant first', th: 'กรุณาเลือกร้านอาหารก่อน' },
  favouriteAdded: { en: 'Added to your favourite restaurants', th: 'เพิ่มในร้านอาหารโปรดของคุณแล้ว' },
  favouriteRemoved: { en: 'Removed from your favourite restaurants', th: 'นำออกจากร้านอาหารโปรดของคุณแล้ว' },
  // Account deletion: the web client's own words.
  invalidAccessToken: { en: 'Invalid access token', th: 'โทเค็นการเข้าถึงไม่ถูกต้อง' },
  deleteReasonInvalid: { en: 'Invalid delete account reason', th: 'เหตุผลในการลบบัญชีไม่ถูกต้อง' },
  accountDeleted: { en: 'Account deleted', th: 'ลบบัญชีแล้ว' },
  // Points: the restaurant's completion step refuses a booking that was cancelled or never confirmed.
  reservationNotCompletable: {
    en: 'This reservation cannot be completed',
    th: 'ไม่สามารถบันทึกการใช้บริการของการจองนี้ได้',
  },
} as const satisfies TextTable;
