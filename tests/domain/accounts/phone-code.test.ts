import { describe, expect, it } from 'vitest';
import {
  checkPhoneCode,
  formatPhoneCode,
  normalizeTypedCode,
  PHONE_CODE_MAX_TRIES,
  resendWaitMs,
  triesLeftAfterWrong,
} from '@/domain/accounts/phone-code';

const sentAt = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(sentAt.getTime() + ms);
const issued = { sentAt, tries: 0, usedAt: null };

describe('checkPhoneCode', () => {
  it('accepts the right code within 5 minutes and refuses a wrong one', () => {
    expect(checkPhoneCode(issued, true, at(0))).toBe('ok');
    expect(checkPhoneCode(issued, true, at(5 * 60_000 - 1))).toBe('ok');
    expect(checkPhoneCode(issued, false, at(1000))).toBe('wrong');
  });

  it('expires at 5 minutes, even for the right code', () => {
    expect(checkPhoneCode(issued, true, at(5 * 60_000))).toBe('expired');
  });

  it('is burnt after 5 wrong tries, even for the right code', () => {
    expect(checkPhoneCode({ ...issued, tries: PHONE_CODE_MAX_TRIES - 1 }, true, at(1))).toBe('ok');
    expect(checkPhoneCode({ ...issued, tries: PHONE_CODE_MAX_TRIES }, true, at(1))).toBe('exhausted');
  });

  it('works once', () => {
    expect(checkPhoneCode({ ...issued, usedAt: at(1) }, true, at(2))).toBe('used');
  });

  it('counts the tries left', () => {
    expect(triesLeftAfterWrong(issued)).toBe(4);
    expect(triesLeftAfterWrong({ ...issued, tries: 4 })).toBe(0);
    expect(triesLeftAfterWrong({ ...issued, tries: 9 })).toBe(0);
  });
});

describe('resendWaitMs', () => {
  it('lets the first code go at once and the next after 60 seconds', () => {
    expect(resendWaitMs(null, at(0))).toBe(0);
    expect(resendWaitMs(sentAt, at(1000))).toBe(59_000);
    expect(resendWaitMs(sentAt, at(60_000))).toBe(0);
    expect(resendWaitMs(sentAt, at(600_000))).toBe(0);
  });
});

describe('normalizeTypedCode and formatPhoneCode', () => {
  it('takes 6 digits with spaces, nothing else', () => {
    expect(normalizeTypedCode(' 123 456 ')).toBe('123456');
    expect(normalizeTypedCode('12345')).toBeNull();
    expect(normalizeTypedCode('1234567')).toBeNull();
    expect(normalizeTypedCode('12a456')).toBeNull();
  });

  it('pads to 6 digits', () => {
    expect(formatPhoneCode(42)).toBe('000042');
    expect(formatPhoneCode(999_999)).toBe('999999');
    expect(formatPhoneCode(1_000_000)).toBe('000000');
  });
});
