import { describe, expect, it } from 'vitest';
import { placeAds } from '@/domain/catalogue/ad-placement';

const card = (id: string) => ({ id, name: `r${id}` });
const ad = (id: string, position: number) => ({ ...card(id), position });
const ids = (placed: { item: { id: string }; isAd: boolean }[]) =>
  placed.map((p) => (p.isAd ? `ad:${p.item.id}` : p.item.id));

describe('placeAds', () => {
  it('moves an ad to its stated 1-based position on the first page', () => {
    const placed = placeAds([card('1'), card('2'), card('3')], [ad('9', 2)], { number: 1, size: 10 });
    expect(ids(placed)).toEqual(['1', 'ad:9', '2', '3']);
  });

  it('places relative to the page offset and leaves out ads of other pages', () => {
    const results = [card('11'), card('12'), card('13')];
    const placed = placeAds(results, [ad('8', 1), ad('9', 12), ad('7', 21)], { number: 2, size: 10 });
    expect(ids(placed)).toEqual(['11', 'ad:9', '12', '13']);
  });

  it('removes the organic duplicate of an ad restaurant', () => {
    const placed = placeAds([card('1'), card('2'), card('3')], [ad('3', 1)], { number: 1, size: 10 });
    expect(ids(placed)).toEqual(['ad:3', '1', '2']);
  });

  it('keeps each ad once and orders several ads by position', () => {
    const placed = placeAds([card('1'), card('2')], [ad('6', 3), ad('5', 1), ad('5', 2)], {
      number: 1,
      size: 10,
    });
    expect(ids(placed)).toEqual(['ad:5', '1', 'ad:6', '2']);
  });

  it('appends an ad whose position is beyond a short last page', () => {
    const placed = placeAds([card('1')], [ad('9', 8)], { number: 1, size: 10 });
    expect(ids(placed)).toEqual(['1', 'ad:9']);
  });

  it('drops the position field from the placed ad', () => {
    const [first] = placeAds<{ id: string; name: string }>([], [ad('9', 1)], { number: 1, size: 10 });
    expect(first?.item).toEqual({ id: '9', name: 'r9' });
  });
});
