import { afterEach, describe, expect, it } from 'vitest';
import type { GroupLandingPageDetail } from '@/contract/listings';
import {
  GROUP_LANDING_UPDATED_AT_KEY,
  readCachedGroupLanding,
  saveCachedGroupLanding,
} from '@/features/catalogue/group-landing/group-landing-storage';

const page = {
  id: '1',
  type: 'group_landing_pages',
  attributes: { slug: 'buffet', branchId: null, title: 'Buffet', description: '', tagIds: [], updatedAt: '', totalRestaurants: 0, restaurants: [] },
} satisfies GroupLandingPageDetail;
const t0 = Date.UTC(2026, 2, 10, 7, 10);

afterEach(() => window.localStorage.clear());

describe('group landing local cache', () => {
  it('serves a page within the same Bangkok hour, per language', () => {
    saveCachedGroupLanding('buffet', 'en', page, t0);
    expect(window.localStorage.getItem(GROUP_LANDING_UPDATED_AT_KEY)).toBe(String(t0));
    expect(readCachedGroupLanding('buffet', 'en', t0 + 30 * 60_000)).toEqual(page);
    expect(readCachedGroupLanding('buffet', 'th', t0)).toBeNull();
  });

  it('drops it once the next hour starts', () => {
    saveCachedGroupLanding('buffet', 'en', page, t0);
    expect(readCachedGroupLanding('buffet', 'en', Date.UTC(2026, 2, 10, 8, 0))).toBeNull();
  });
});
