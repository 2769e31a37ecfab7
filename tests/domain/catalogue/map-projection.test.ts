import { describe, expect, it } from 'vitest';
import { fitView, projectMercator, TILE_SIZE, toViewport } from '@/domain/catalogue/map-projection';

describe('projectMercator', () => {
  it('puts (0,0) at the centre of the world and scales with zoom', () => {
    expect(projectMercator({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const p = projectMercator({ lat: 0, lng: 0 }, 2);
    expect(p.x).toBeCloseTo(512);
    expect(p.y).toBeCloseTo(512);
  });

  it('matches the tile numbering of tile servers (Bangkok at zoom 10 is tile 797, 472)', () => {
    const p = projectMercator({ lat: 13.7563, lng: 100.5018 }, 10);
    expect(Math.floor(p.x / TILE_SIZE)).toBe(797);
    expect(Math.floor(p.y / TILE_SIZE)).toBe(472);
  });

  it('clamps the poles instead of returning infinity', () => {
    expect(Number.isFinite(projectMercator({ lat: 90, lng: 0 }, 3).y)).toBe(true);
    expect(projectMercator({ lat: 90, lng: 0 }, 3).y).toBeCloseTo(0, 3);
  });
});

describe('fitView', () => {
  const bangkok = [
    { lat: 13.7465, lng: 100.5348 },
    { lat: 13.7279, lng: 100.5241 },
    { lat: 13.8, lng: 100.55 },
  ];

  it('fits every point inside the padded viewport at the largest zoom', () => {
    const view = fitView(bangkok, { width: 600, height: 400, padding: 30, maxZoom: 18 });
    for (const p of bangkok) {
      const v = toViewport(p, view);
      expect(v.x).toBeGreaterThanOrEqual(30);
      expect(v.x).toBeLessThanOrEqual(570);
      expect(v.y).toBeGreaterThanOrEqual(30);
      expect(v.y).toBeLessThanOrEqual(370);
    }
    // One zoom more and they would not fit.
    const closer = { ...view, zoom: view.zoom + 1 };
    const ys = bangkok.map((p) => projectMercator(p, closer.zoom).y);
    const xs = bangkok.map((p) => projectMercator(p, closer.zoom).x);
    expect(Math.max(...ys) - Math.min(...ys) > 340 || Math.max(...xs) - Math.min(...xs) > 540).toBe(true);
  });

  it('centres one point at the maximum zoom', () => {
    const view = fitView([{ lat: 1.3, lng: 103.8 }], { width: 300, height: 200, maxZoom: 15 });
    expect(view.zoom).toBe(15);
    const v = toViewport({ lat: 1.3, lng: 103.8 }, view);
    expect(v.x).toBeCloseTo(150);
    expect(v.y).toBeCloseTo(100);
  });

  it('shows the world at the minimum zoom with no points', () => {
    expect(fitView([], { width: 300, height: 200, minZoom: 1 })).toEqual({
      zoom: 1,
      center: { x: 256, y: 256 },
      width: 300,
      height: 200,
    });
  });

  it('never zooms out past the minimum', () => {
    const far = [
      { lat: 60, lng: -170 },
      { lat: -60, lng: 170 },
    ];
    expect(fitView(far, { width: 100, height: 100, minZoom: 2 }).zoom).toBe(2);
  });
});
