import { describe, expect, it } from 'vitest';
import { blockReload, isReloadBlocked, reloadBlockReasons, unblockReload, whenReloadAllowed } from '@/lib/pwa/reload-guard';

describe('reload guard', () => {
  it('blocks until every reason is lifted, counting repeats', async () => {
    expect(isReloadBlocked()).toBe(false);
    await whenReloadAllowed();
    blockReload('booking');
    blockReload('booking');
    blockReload('payment');
    expect(reloadBlockReasons().sort()).toEqual(['booking', 'payment']);
    let allowed = false;
    void whenReloadAllowed().then(() => (allowed = true));
    unblockReload('booking');
    unblockReload('payment');
    await Promise.resolve();
    expect(isReloadBlocked()).toBe(true);
    expect(allowed).toBe(false);
    unblockReload('booking');
    await Promise.resolve();
    expect(isReloadBlocked()).toBe(false);
    expect(allowed).toBe(true);
  });

  it('ignores unblocking a reason that was never blocked', () => {
    unblockReload('nothing');
    expect(isReloadBlocked()).toBe(false);
  });
});
