import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { requireSignedIn, sessionStore } from '@/entities/session/session';

/**
 * The profile pages' extra guard: signed in (else home, as every profile page) AND the member's profile
 * has loaded (fetched here when it is not in the cache yet); a profile that cannot load sends the member
 * back to the profile home instead of showing a page built on nothing. Preloading never fetches.
 */
export async function requireLoadedProfile(ctx: { context: { queryClient: QueryClient }; preload?: boolean }): Promise<void> {
  requireSignedIn(ctx);
  if (ctx.preload) return;
  const email = sessionStore.get()?.email ?? null;
  try {
    await ctx.context.queryClient.ensureQueryData(memberProfileQuery(email));
  } catch {
    throw redirect({ to: '/profile', replace: true });
  }
}
