import { QueryClient } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPersistedCacheOnHide } from '@/lib/query/flush-on-hide';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query/persister';

describe('flushPersistedCacheOnHide', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('writes the catalogue queries at once when the page is hidden, without account data', async () => {
    const client = new QueryClient();
    client.setQueryData(['catalogue', 'search', { nameLike: 'som tam' }], { total: 3 });
    client.setQueryData(['account', 'profile'], { email: 'a@b.c' });
    stop = flushPersistedCacheOnHide(client, () => 1234);

    window.dispatchEvent(new Event('pagehide'));

    await vi.waitFor(async () => {
      const raw = await get<string>(QUERY_CACHE_STORAGE_KEY);
      expect(raw).toBeTypeOf('string');
      const saved = JSON.parse(raw ?? '{}') as {
        timestamp: number;
        clientState: { queries: { queryKey: unknown[] }[] };
      };
      expect(saved.timestamp).toBe(1234);
      expect(saved.clientState.queries.map((q) => q.queryKey[0])).toEqual(['catalogue']);
    });
  });
});
