import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from '@/lib/use-progressive-count';

beforeEach(() => vi.useFakeTimers());

/** Runs the next scheduled part, with React's commit and effects, as the browser would in its own task. */
async function nextTask() {
  await act(async () => {
    await vi.advanceTimersToNextTimerAsync();
  });
}
afterEach(() => vi.useRealTimers());

describe('a long page rendered in parts', () => {
  it('renders the first parts at once, then one more per task until all are shown', async () => {
    const { result } = renderHook(() => useProgressiveCount(5, 2));
    expect(result.current).toBe(2);
    await nextTask();
    expect(result.current).toBe(3);
    await nextTask();
    await nextTask();
    expect(result.current).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never counts past the parts there are, and schedules nothing when all are shown', () => {
    const { result } = renderHook(() => useProgressiveCount(1, 2));
    expect(result.current).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on when the parts arrive later (the list was still loading)', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 1), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(1);
    await nextTask();
    await nextTask();
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
