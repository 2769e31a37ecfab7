import { describe, expect, it } from 'vitest';
import { toggledFavouriteIds, withFavouriteState } from '@/domain/favourites/toggled-favourite-ids';

describe('toggledFavouriteIds', () => {
  it('adds a new favourite first and removes an existing one', () => {
    expect(toggledFavouriteIds([3, 2], 7)).toEqual([7, 3, 2]);
    expect(toggledFavouriteIds([7, 3, 2], 3)).toEqual([7, 2]);
    expect(toggledFavouriteIds([], 1)).toEqual([1]);
  });

  it('leaves the given list untouched', () => {
    const ids = [1, 2];
    toggledFavouriteIds(ids, 1);
    expect(ids).toEqual([1, 2]);
  });
});

describe('withFavouriteState', () => {
  it("applies the server's state whatever was shown", () => {
    expect(withFavouriteState([2], 5, true)).toEqual([5, 2]);
    expect(withFavouriteState([5, 2], 5, true)).toEqual([5, 2]);
    expect(withFavouriteState([5, 2], 5, false)).toEqual([2]);
    expect(withFavouriteState([2], 5, false)).toEqual([2]);
  });
});
