import { describe, expect, it } from 'vitest';
import { onlineStore } from '@/lib/network-status';

describe('onlineStore', () => {
  it('follows the online and offline events', () => {
    window.dispatchEvent(new Event('offline'));
    expect(onlineStore.get()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineStore.get()).toBe(true);
  });
});
