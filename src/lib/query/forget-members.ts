import type { QueryClient } from '@tanstack/react-query';
import { savePersistedCacheNow } from '@/lib/query/flush-on-hide';
import { belongsToAnotherMember } from '@/lib/query/persist-policy';

/**
 * Drops every member's query but `memberId`'s (null: nobody is signed in) from the cache, then writes
 * the persisted copy at once, so IndexedDB no longer holds them either (tests/lib/query/forget-members.test.ts).
 * The cache is cleaned before anything else can dehydrate it, so no later persist writes the rows back.
 * Answers the data of the queries dropped, for the caller to forget what it kept elsewhere for them.
 */
export async function forgetOtherMembers(queryClient: QueryClient, memberId: number | null): Promise<unknown[]> {
  const cache = queryClient.getQueryCache();
  const gone = cache.findAll({ predicate: (query) => belongsToAnotherMember(query.queryKey, memberId) });
  if (gone.length === 0) return [];
  const data = gone.map((query) => query.state.data);
  for (const query of gone) cache.remove(query);
  await savePersistedCacheNow(queryClient);
  return data;
}
