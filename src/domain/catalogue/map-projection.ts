/**
 * Web-Mercator projection for the search map (EPSG:3857, the projection of every common tile server):
 * world pixels at an integer zoom with 256-pixel tiles, and the view that fits a set of points. Integer
 * zooms keep an optional tile layer aligned pixel for pixel with the markers.
 */

export const TILE_SIZE = 256;
/** Web Mercator is undefined at the poles; tile servers stop here. */
const MAX_LATITUDE = 85.051_128_78;

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Point {
  x: number;
  y: number;
}
/** What the map shows: a zoom and the world-pixel point at the centre of the viewport. */
export interface MapView {
  zoom: number;
  center: Point;
  width: number;
  height: number;
}

/** A point in world pixels at `zoom` (0,0 is the north-west corner of the world). */
export function projectMercator({ lat, lng }: LatLng, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface FitOptions {
  width: number;
  height: number;
  /** Free pixels kept on every side so markers are not cut at the edge. */
  padding?: number;
  minZoom?: number;
  maxZoom?: number;
}

/**
 * The largest integer zoom at which every point fits inside the viewport less its padding, centred on
 * the points' bounding box. One point (or points on one spot) gets `maxZoom`. No points: the world.
 */
export function fitView(points: readonly LatLng[], opts: FitOptions): MapView {
  const { width, height, padding = 32, minZoom = 1, maxZoom = 16 } = opts;
  if (points.length === 0) {
    const zoom = minZoom;
    const size = TILE_SIZE * 2 ** zoom;
    return { zoom, center: { x: size / 2, y: size / 2 }, width, height };
  }
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  let zoom = maxZoom;
  for (; zoom > minZoom; zoom -= 1) {
    const { spanX, spanY } = spans(points, zoom);
    if (spanX <= innerW && spanY <= innerH) break;
  }
  const projected = points.map((p) => projectMercator(p, zoom));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const center = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  return { zoom, center, width, height };
}

function spans(points: readonly LatLng[], zoom: number): { spanX: number; spanY: number } {
  const projected = points.map((p) => projectMercator(p, zoom));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  return { spanX: Math.max(...xs) - Math.min(...xs), spanY: Math.max(...ys) - Math.min(...ys) };
}

/** A point's position in the viewport, in pixels from its top-left corner. */
export function toViewport(point: LatLng, view: MapView): Point {
  const p = projectMercator(point, view.zoom);
  return { x: p.x - view.center.x + view.width / 2, y: p.y - view.center.y + view.height / 2 };
}
