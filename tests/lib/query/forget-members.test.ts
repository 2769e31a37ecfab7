import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { forgetOtherMembers } from '@/lib/query/forget-members';
import { persistOptions } from '@/lib/query/persist-options';
import { memberKey } from '@/lib/query/persist-policy';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query/persister';
import { createQueryClient } from '@/lib/query/query-client';

const MALEE = 11;
const SOMCHAI = 12;

async function deviceWithMaleesHistory() {
  const client = createQueryClient();
  client.setQueryData(['catalogue', 'cities'], ['Bangkok']);
  client.setQueryData(memberKey(MALEE, 'reservations', 'upcoming', 'en'), { pages: [{ data: [{ id: 'malee-booking' }] }] });
  client.setQueryData(memberKey(MALEE, 'profile'), { name: 'Malee' });
  await persistQueryClientSave({ ...persistOptions, queryClient: client });
  expect(await get<string>(QUERY_CACHE_STORAGE_KEY)).toContain('malee-booking');
  return client;
}

describe('forgetOtherMembers', () => {
  it('at sign-out drops the member’s queries from the cache and from IndexedDB at once, keeping the catalogue', async () => {
    const client = await deviceWithMaleesHistory();

    const dropped = await forgetOtherMembers(client, null);

    expect(dropped).toEqual(
      expect.arrayContaining([{ pages: [{ data: [{ id: 'malee-booking' }] }] }, { name: 'Malee' }]),
    );
    expect(client.getQueryData(memberKey(MALEE, 'reservations', 'upcoming', 'en'))).toBeUndefined();
    expect(client.getQueryData(memberKey(MALEE, 'profile'))).toBeUndefined();
    expect(client.getQueryData(['catalogue', 'cities'])).toEqual(['Bangkok']);
    const stored = await get<string>(QUERY_CACHE_STORAGE_KEY);
    expect(stored).not.toContain('malee-booking');
    expect(stored).toContain('Bangkok');

    // The next persist (the persister's own save) writes no row back.
    await persistQueryClientSave({ ...persistOptions, queryClient: client });
    expect(await get<string>(QUERY_CACHE_STORAGE_KEY)).not.toContain('malee-booking');
  });

  it('another member signing in on the same device never sees the first member’s rows', async () => {
    await deviceWithMaleesHistory();

    // Somchai opens the app on the same device: the cache comes back from IndexedDB, Malee's rows go.
    const next = createQueryClient();
    await persistQueryClientRestore({ ...persistOptions, queryClient: next });
    expect(next.getQueryData(memberKey(MALEE, 'reservations', 'upcoming', 'en'))).toBeDefined();
    next.setQueryData(memberKey(SOMCHAI, 'reservations', 'upcoming', 'en'), { pages: [{ data: [{ id: 'somchai-booking' }] }] });
    await forgetOtherMembers(next, SOMCHAI);

    expect(next.getQueryData(memberKey(MALEE, 'reservations', 'upcoming', 'en'))).toBeUndefined();
    expect(next.getQueryData(memberKey(SOMCHAI, 'reservations', 'upcoming', 'en'))).toBeDefined();
    const stored = await get<string>(QUERY_CACHE_STORAGE_KEY);
    expect(stored).not.toContain('malee-booking');
    expect(stored).toContain('somchai-booking');
  });

  it('keeps the signed-in member’s own rows and writes nothing when no other member’s query is there', async () => {
    const client = await deviceWithMaleesHistory();
    expect(await forgetOtherMembers(client, MALEE)).toEqual([]);
    expect(client.getQueryData(memberKey(MALEE, 'reservations', 'upcoming', 'en'))).toBeDefined();
    expect(await get<string>(QUERY_CACHE_STORAGE_KEY)).toContain('malee-booking');
  });
});
