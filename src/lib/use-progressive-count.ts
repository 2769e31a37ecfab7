import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long page's `total` parts to render now: `first` at once, then one more after each commit,
 * each in a task of its own (a zero-delay timer), so the page's first render is not one long task: the
 * browser paints and answers a tap between parts. Parts not rendered yet should hold their place (a
 * skeleton of the same height), so scroll restoration and layout do not jump. Each part renders as a
 * transition: React then renders it in slices of a few milliseconds and yields between them, where an
 * ordinary update renders the whole part in one go.
 * Test: tests/lib/use-progressive-count.test.ts.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
