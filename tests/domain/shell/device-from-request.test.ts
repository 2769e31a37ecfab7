import { describe, expect, it } from 'vitest';
import { deviceFromRequest } from '@/domain/shell/device-from-request';

const PIXEL = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TAB = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('deviceFromRequest', () => {
  it('takes the mobile hint first', () => {
    expect(deviceFromRequest({ mobileHint: '?1', userAgent: DESKTOP })).toBe('phone');
  });
  it('knows phones by their user agent', () => {
    expect(deviceFromRequest({ mobileHint: '?0', userAgent: PIXEL })).toBe('phone');
    expect(deviceFromRequest({ userAgent: IPHONE })).toBe('phone');
  });
  it('tells tablets from phones', () => {
    expect(deviceFromRequest({ userAgent: IPAD })).toBe('tablet');
    expect(deviceFromRequest({ userAgent: TAB })).toBe('tablet');
  });
  it('takes anything else for a large desktop', () => {
    expect(deviceFromRequest({ mobileHint: '?0', userAgent: DESKTOP })).toBe('large-desktop');
    expect(deviceFromRequest({})).toBe('large-desktop');
  });
});
