import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import type { TrackingHandoff } from '@/entities/tracking/tracking-handoff';

// The consent hook is module state: each case takes a fresh copy.
async function fresh() {
  vi.resetModules();
  return import('@/entities/tracking/tracking-handoff');
}

/** A router stand-in: the listeners tracking and the handoff registered, fired per settled page. */
function pages() {
  const listeners: (() => void)[] = [];
  return {
    onPageResolved: (listener: () => void) => void listeners.push(listener),
    settleOn: (path: string) => {
      window.history.replaceState(null, '', path);
      for (const listener of listeners) listener();
    },
  };
}

describe('page-view tracking held until its code starts', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => window.sessionStorage.clear());

  it('keeps the pages settled on meanwhile, in order, and hands them over once', async () => {
    const { holdTracking } = await fresh();
    const router = pages();
    const started: TrackingHandoff[] = [];
    const start = holdTracking('?locale=th', router.onPageResolved, (handoff) => started.push(handoff));
    router.settleOn('/');
    router.settleOn('/restaurants/search');
    start();
    start();
    expect(started).toHaveLength(1);
    expect(started[0]!.takeViews()).toEqual(['/', '/restaurants/search']);
    // Once started, tracking's own listener counts the pages: the handoff keeps none.
    router.settleOn('/restaurants/sabai');
    expect(started[0]!.takeViews()).toEqual([]);
  });

  it('flags notracking for the tab at once, before tracking has loaded', async () => {
    const { holdTracking } = await fresh();
    holdTracking('?notracking=true&utm_source=line', pages().onPageResolved, () => undefined);
    expect(window.sessionStorage.getItem(storageKeys.notracking)).toBe('1');
  });

  it("keeps the landing tags for a reload before tracking starts; this page's own come first", async () => {
    const first = await fresh();
    first.holdTracking('?utm_source=line&rwg_token=tok', pages().onPageResolved, () => undefined);
    // Reloaded (the address lost its tags) before the first page's tracking started.
    const second = await fresh();
    let landing = '';
    const start = second.holdTracking('?utm_source=google', pages().onPageResolved, (h) => {
      landing = h.landingSearch;
    });
    start();
    const query = new URLSearchParams(landing);
    expect(query.get('utm_source')).toBe('google');
    expect(query.get('rwg_token')).toBe('tok');
    // Started: the kept query is used up.
    expect(window.sessionStorage.getItem(storageKeys.trackingLanding)).toBeNull();
  });

  it('a consent answer starts tracking now and drops the pages seen before it', async () => {
    const { holdTracking, trackingAnswered } = await fresh();
    const router = pages();
    const started: TrackingHandoff[] = [];
    holdTracking('', router.onPageResolved, (handoff) => started.push(handoff));
    router.settleOn('/');
    trackingAnswered();
    expect(started).toHaveLength(1);
    expect(started[0]!.takeViews()).toEqual([]);
    trackingAnswered();
    expect(started).toHaveLength(1);
  });

  it('keeps at most MAX_HELD_VIEWS pages', async () => {
    const { holdTracking, MAX_HELD_VIEWS } = await fresh();
    const router = pages();
    let handoff: TrackingHandoff | null = null;
    const start = holdTracking('', router.onPageResolved, (h) => {
      handoff = h;
    });
    for (let i = 0; i < MAX_HELD_VIEWS + 5; i++) router.settleOn(`/p${i}`);
    start();
    expect(handoff!.takeViews()).toHaveLength(MAX_HELD_VIEWS);
  });
});
