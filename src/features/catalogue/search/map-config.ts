import { isTileTemplate } from '@/domain/catalogue/map-tiles';

/**
 * The search map's tile source, set at build time (README, "Configure"):
 * - VITE_MAP_TILE_URL: a tile URL template with {z}, {x} and {y}, e.g. `/tiles/{z}/{x}/{y}.png` or
 *   `https://tile.example.com/{z}/{x}/{y}.png`. Default: none — the map draws markers on a plain
 *   background and fetches nothing. A host other than the app's own must also be allowed by the
 *   server's Content-Security-Policy (the server adds the template's origin when it sees the variable).
 * - VITE_MAP_TILE_ATTRIBUTION: the credit line the tile provider requires, shown under the map.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const mapTileTemplate: string | undefined = isTileTemplate(env.VITE_MAP_TILE_URL)
  ? env.VITE_MAP_TILE_URL
  : undefined;

export const mapTileAttribution: string | undefined = env.VITE_MAP_TILE_ATTRIBUTION?.trim() || undefined;
