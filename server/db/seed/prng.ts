/**
 * A small deterministic PRNG (mulberry32) so the seed is the same on every machine and every run:
 * tests rely on slugs, counts and prices. Never use Math.random() in the seed.
 */
export interface Prng {
  /** [0, 1). */
  next: () => number;
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A new array, Fisher–Yates shuffled. */
  shuffle: <T>(items: readonly T[]) => T[];
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample: <T>(items: readonly T[], count: number) => T[];
}

export const SEED = 20240218;

export function createPrng(seed: number = SEED): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
  };
}
