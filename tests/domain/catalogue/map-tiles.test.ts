import { describe, expect, it } from 'vitest';
import { isTileTemplate, tilesForView, tileUrl } from '@/domain/catalogue/map-tiles';

describe('isTileTemplate', () => {
  it('needs {z}, {x} and {y}', () => {
    expect(isTileTemplate(undefined)).toBe(false);
    expect(isTileTemplate('')).toBe(false);
    expect(isTileTemplate('/tiles/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('/tiles/{z}/{x}/{y}.png')).toBe(true);
  });
});

describe('tileUrl', () => {
  it('fills the template', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png?k={z}', 3, 5, 2)).toBe('https://t.example/3/5/2.png?k=3');
  });
});

describe('tilesForView', () => {
  it('covers the viewport with positioned tiles', () => {
    // Centre at world pixel (256, 256) of zoom 2 (1024 px wide), viewport 256×256: four quarter tiles.
    const tiles = tilesForView({ zoom: 2, center: { x: 256, y: 256 }, width: 256, height: 256 }, '/t/{z}/{x}/{y}');
    expect(tiles.map((t) => [t.x, t.y, t.left, t.top])).toEqual([
      [0, 0, -128, -128],
      [1, 0, 128, -128],
      [0, 1, -128, 128],
      [1, 1, 128, 128],
    ]);
    expect(tiles[0]?.url).toBe('/t/2/0/0');
  });

  it('wraps columns around the antimeridian and drops rows outside the world', () => {
    const tiles = tilesForView({ zoom: 1, center: { x: 0, y: 0 }, width: 256, height: 256 }, '/{z}/{x}/{y}');
    expect(tiles.map((t) => [t.x, t.y])).toEqual([
      [1, 0],
      [0, 0],
    ]);
  });
});
