import { describe, expect, it } from 'vitest';
import { deviceForWidth } from '@/domain/shell/breakpoints';

describe('deviceForWidth', () => {
  it.each([
    [320, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1199, 'desktop'],
    [1200, 'large-desktop'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});
