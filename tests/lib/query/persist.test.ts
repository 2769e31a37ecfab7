import { QueryClient, dehydrate } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { persistOptions } from '@/lib/query/persist-options';
import { isPersistedKey, shouldPersistQuery } from '@/lib/query/persist-policy';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query/persister';
import { createQueryClient } from '@/lib/query/query-client';

describe('persist policy', () => {
  it('persists only successful catalogue queries', () => {
    expect(isPersistedKey(['catalogue', 'cities'])).toBe(true);
    expect(isPersistedKey(['account', 'profile'])).toBe(false);
    expect(isPersistedKey([{ catalogue: true }])).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['catalogue', 'x'], state: { status: 'success' } } as never)).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['catalogue', 'x'], state: { status: 'error' } } as never)).toBe(false);
  });

  it('dehydrates catalogue data only', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['catalogue', 'cities'], queryFn: () => ['Bangkok'] });
    await client.prefetchQuery({ queryKey: ['account', 'profile'], queryFn: () => ({ name: 'Somchai' }) });
    await client.prefetchQuery({ queryKey: ['catalogue', 'broken'], queryFn: () => Promise.reject(new Error('x')) });
    const state = dehydrate(client, persistOptions.dehydrateOptions);
    expect(state.queries.map((q) => q.queryKey)).toEqual([['catalogue', 'cities']]);
  });
});

describe('IndexedDB persister', () => {
  it('saves to IndexedDB and restores into a fresh client, busted by the app version', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['catalogue', 'banners'], queryFn: () => [{ name: 'Songkran' }] });
    await client.prefetchQuery({ queryKey: ['account', 'profile'], queryFn: () => ({ name: 'Somchai' }) });
    await persistQueryClientSave({ ...persistOptions, queryClient: client });

    const stored = await get<string>(QUERY_CACHE_STORAGE_KEY);
    expect(stored).toContain('Songkran');
    expect(stored).not.toContain('Somchai');

    const fresh = createQueryClient();
    await persistQueryClientRestore({ ...persistOptions, queryClient: fresh });
    expect(fresh.getQueryData(['catalogue', 'banners'])).toEqual([{ name: 'Songkran' }]);

    // Another build version discards the cache.
    const other = new QueryClient();
    await persistQueryClientRestore({ ...persistOptions, buster: 'other-version', queryClient: other });
    expect(other.getQueryData(['catalogue', 'banners'])).toBeUndefined();
  });

  it('has the agreed defaults', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options).toMatchObject({ staleTime: 60_000, gcTime: 86_400_000, networkMode: 'offlineFirst' });
    expect(persistOptions.maxAge).toBe(7 * 86_400_000);
    expect(persistOptions.buster).toBe(__APP_VERSION__);
  });
});
