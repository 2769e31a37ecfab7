import { describe, expect, it } from 'vitest';
import { isStorageBlocked } from '@/lib/storage-check';

describe('isStorageBlocked', () => {
  it('is false with working storage and cookies', () => {
    expect(isStorageBlocked()).toBe(false);
  });
  it('is true with cookies disabled', () => {
    expect(isStorageBlocked({ navigator: { cookieEnabled: false } })).toBe(true);
  });
  it('is true when localStorage throws', () => {
    expect(
      isStorageBlocked({
        navigator: { cookieEnabled: true },
        storage: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      }),
    ).toBe(true);
  });
});
