import { TILE_SIZE, type MapView } from '@/domain/catalogue/map-projection';

/**
 * The tiles under the search map when a tile source is configured (VITE_MAP_TILE_URL, a template such
 * as `https://tiles.example.com/{z}/{x}/{y}.png`). With no template the map draws no tiles at all.
 */

export interface Tile {
  z: number;
  /** Column after wrapping around the antimeridian, as the tile server numbers it. */
  x: number;
  y: number;
  /** Top-left corner in viewport pixels. */
  left: number;
  top: number;
  url: string;
}

/** A usable template names {z}, {x} and {y}; anything else (or nothing) means no tiles. */
export function isTileTemplate(template: string | undefined): template is string {
  if (!template) return false;
  return ['{z}', '{x}', '{y}'].every((part) => template.includes(part));
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
}

/** Every tile that covers the viewport, rows outside the world left out. */
export function tilesForView(view: MapView, template: string): Tile[] {
  const count = 2 ** view.zoom;
  const originX = view.center.x - view.width / 2;
  const originY = view.center.y - view.height / 2;
  const firstCol = Math.floor(originX / TILE_SIZE);
  const lastCol = Math.floor((originX + view.width - 1) / TILE_SIZE);
  const firstRow = Math.max(0, Math.floor(originY / TILE_SIZE));
  const lastRow = Math.min(count - 1, Math.floor((originY + view.height - 1) / TILE_SIZE));
  const tiles: Tile[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let col = firstCol; col <= lastCol; col += 1) {
      const x = ((col % count) + count) % count;
      tiles.push({
        z: view.zoom,
        x,
        y: row,
        left: col * TILE_SIZE - originX,
        top: row * TILE_SIZE - originY,
        url: tileUrl(template, view.zoom, x, row),
      });
    }
  }
  return tiles;
}
