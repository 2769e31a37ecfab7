import { QueryClient, dehydrate } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { persistOptions } from '@/lib/query/persist-options';
import {
  belongsToAnotherMember,
  isPersistedKey,
  memberKey,
  memberOfKey,
  shouldPersistQuery,
} from '@/lib/query/persist-policy';
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

  it("persists a member's reservation history under the member's id, and nothing else of the member", () => {
    expect(memberKey(42, 'reservations', 'upcoming', 'th')).toEqual(['member', 42, 'reservations', 'upcoming', 'th']);
    expect(isPersistedKey(memberKey(42, 'reservations', 'upcoming', 'en'))).toBe(true);
    expect(isPersistedKey(memberKey(42, 'reservations'))).toBe(true);
    // Other data of the member stays in memory.
    expect(isPersistedKey(memberKey(42, 'profile'))).toBe(false);
    expect(isPersistedKey(memberKey(42, 'points', 'history'))).toBe(false);
    expect(isPersistedKey(memberKey(42))).toBe(false);
    // A key without a valid member id is never kept.
    expect(isPersistedKey(['member', 0, 'reservations'])).toBe(false);
    expect(isPersistedKey(['member', -3, 'reservations'])).toBe(false);
    expect(isPersistedKey(['member', 1.5, 'reservations'])).toBe(false);
    expect(isPersistedKey(['member', '42', 'reservations'])).toBe(false);
    expect(isPersistedKey(['member', null, 'reservations'])).toBe(false);
    // The older history key (by e-mail, under 'account') is not a persisted one.
    expect(isPersistedKey(['account', 'reservations', 'malee@example.com', 'upcoming'])).toBe(false);
    expect(shouldPersistQuery({ queryKey: memberKey(42, 'reservations', 'upcoming'), state: { status: 'success' } } as never)).toBe(
      true,
    );
    expect(shouldPersistQuery({ queryKey: memberKey(42, 'reservations', 'upcoming'), state: { status: 'error' } } as never)).toBe(
      false,
    );
  });

  it("tells whose a key is, and which keys are another member's", () => {
    expect(memberOfKey(memberKey(7, 'reservations'))).toBe(7);
    expect(memberOfKey(['catalogue', 7])).toBeNull();
    expect(memberOfKey(['member', 'x'])).toBeNull();
    expect(belongsToAnotherMember(memberKey(7, 'reservations'), 7)).toBe(false);
    expect(belongsToAnotherMember(memberKey(7, 'reservations'), 8)).toBe(true);
    expect(belongsToAnotherMember(memberKey(7, 'reservations'), null)).toBe(true);
    // A member key naming no valid member belongs to nobody signed in: it goes too.
    expect(belongsToAnotherMember(['member', 0, 'reservations'], 7)).toBe(true);
    expect(belongsToAnotherMember(['catalogue', 'cities'], null)).toBe(false);
    expect(belongsToAnotherMember(['account', 'profile'], null)).toBe(false);
  });

  it('dehydrates catalogue data and the member history only', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['catalogue', 'cities'], queryFn: () => ['Bangkok'] });
    await client.prefetchQuery({ queryKey: ['account', 'profile'], queryFn: () => ({ name: 'Somchai' }) });
    await client.prefetchQuery({ queryKey: ['catalogue', 'broken'], queryFn: () => Promise.reject(new Error('x')) });
    await client.prefetchQuery({ queryKey: memberKey(42, 'profile'), queryFn: () => ({ name: 'Somchai' }) });
    await client.prefetchQuery({ queryKey: memberKey(42, 'reservations', 'upcoming', 'en'), queryFn: () => ({ pages: [] }) });
    const state = dehydrate(client, persistOptions.dehydrateOptions);
    expect(state.queries.map((q) => q.queryKey)).toEqual([
      ['catalogue', 'cities'],
      ['member', 42, 'reservations', 'upcoming', 'en'],
    ]);
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
