import { describe, expect, it } from 'vitest';
import { isRemoteVersionHigher, versionNumber } from '@/domain/version/compare-version';

describe('isRemoteVersionHigher', () => {
  it('removes the dots and compares numbers', () => {
    expect(versionNumber('1.2.3')).toBe(123);
    expect(isRemoteVersionHigher('0.1.1', '0.1.0')).toBe(true);
    expect(isRemoteVersionHigher('0.1.0', '0.1.0')).toBe(false);
    expect(isRemoteVersionHigher('0.0.9', '0.1.0')).toBe(false);
    expect(isRemoteVersionHigher(200, '1.9.9')).toBe(true);
  });
  it('keeps the rule literal: dots gone means 0.1.10 beats 0.2.0', () => {
    expect(isRemoteVersionHigher('0.1.10', '0.2.0')).toBe(true);
  });
  it('never reports a newer version for unreadable values', () => {
    expect(isRemoteVersionHigher(null, '0.1.0')).toBe(false);
    expect(isRemoteVersionHigher('', '0.1.0')).toBe(false);
    expect(isRemoteVersionHigher('1.0.0-beta', '0.1.0')).toBe(false);
    expect(isRemoteVersionHigher('9.9.9', '0.0.0-test')).toBe(false);
  });
});
