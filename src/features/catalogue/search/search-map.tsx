import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { Language } from '@/contract/envelope';
import { fitView, TILE_SIZE, toViewport, type LatLng } from '@/domain/catalogue/map-projection';
import { tilesForView } from '@/domain/catalogue/map-tiles';
import { restaurantLink } from '@/domain/catalogue/restaurant-link';
import { mapTileAttribution, mapTileTemplate } from '@/features/catalogue/search/map-config';
import '@/features/catalogue/search/search-map.css';

export interface MapItem {
  id: number;
  name: string;
  slug: string;
  branchId: number | null;
  lat: number;
  lng: number;
  isAd: boolean;
}

/** The map is laid out in these logical pixels and scaled to the page width (CSS keeps the ratio). */
const WIDTH = 640;
const HEIGHT = 480;
const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/**
 * The search results on a map (tests/features/catalogue/search-map.test.tsx): a Web-Mercator
 * projection fitted to the results, one numbered marker link per result in result order (so keyboard and
 * screen-reader users meet them as in the list), the visitor's position when searching near them. It
 * needs nothing from the network: tiles are drawn underneath only when a tile source is configured
 * (map-config.ts), and a tile that fails to load leaves the plain background.
 */
export function SearchMap({ items, lang, position }: { items: readonly MapItem[]; lang: Language; position?: LatLng }) {
  const { t } = useLingui();
  const located = items.filter((i) => Number.isFinite(i.lat) && Number.isFinite(i.lng));
  const view = fitView([...located, ...(position ? [position] : [])], {
    width: WIDTH,
    height: HEIGHT,
    padding: 40,
    minZoom: 3,
    maxZoom: 16,
  });
  const tiles = mapTileTemplate ? tilesForView(view, mapTileTemplate) : [];
  const [brokenTiles, setBrokenTiles] = useState<ReadonlySet<string>>(() => new Set());
  const here = position ? toViewport(position, view) : null;

  return (
    <div className="search-map">
      <div className="search-map__canvas" role="region" aria-label={t`Map of restaurants`}>
        <svg
          className="search-map__ground"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <rect width={WIDTH} height={HEIGHT} className="search-map__land" />
          {/* A faint grid on tile boundaries: the plain map still reads as a map, and shows scale. */}
          {gridLines(view.center.x - WIDTH / 2, WIDTH).map((x) => (
            <line key={`x${x}`} x1={x} x2={x} y1={0} y2={HEIGHT} className="search-map__grid" />
          ))}
          {gridLines(view.center.y - HEIGHT / 2, HEIGHT).map((y) => (
            <line key={`y${y}`} y1={y} y2={y} x1={0} x2={WIDTH} className="search-map__grid" />
          ))}
        </svg>
        {tiles
          .filter((tile) => !brokenTiles.has(tile.url))
          .map((tile) => (
            <img
              key={`${tile.z}/${tile.left}/${tile.top}`}
              className="search-map__tile"
              src={tile.url}
              alt=""
              decoding="async"
              draggable={false}
              style={{
                left: pct(tile.left, WIDTH),
                top: pct(tile.top, HEIGHT),
                width: pct(TILE_SIZE, WIDTH),
                height: pct(TILE_SIZE, HEIGHT),
              }}
              onError={() => setBrokenTiles((prev) => new Set(prev).add(tile.url))}
            />
          ))}
        {here && (
          <span
            className="search-map__here"
            role="img"
            aria-label={t`Your location`}
            style={{ left: pct(here.x, WIDTH), top: pct(here.y, HEIGHT) }}
          />
        )}
        <ol className="search-map__markers">
          {located.map((item, index) => {
            const p = toViewport(item, view);
            const n = index + 1;
            const name = item.name;
            return (
              <li key={`${item.isAd ? 'ad' : 'r'}-${item.id}`}>
                <AppLink
                  href={restaurantLink(item, lang)}
                  className={`search-map__marker${item.isAd ? ' search-map__marker--ad' : ''}`}
                  aria-label={item.isAd ? t`${n}. ${name} (Ad)` : t`${n}. ${name}`}
                  style={{ left: pct(p.x, WIDTH), top: pct(p.y, HEIGHT) }}
                >
                  <span aria-hidden="true">{n}</span>
                  <span className="search-map__label" aria-hidden="true">
                    {item.name}
                  </span>
                </AppLink>
              </li>
            );
          })}
        </ol>
      </div>
      {tiles.length > 0 && mapTileAttribution && <p className="search-map__credit">{mapTileAttribution}</p>}
      {located.length < items.length && (
        <p className="search-map__note">
          <Trans>Some restaurants have no map position.</Trans>
        </p>
      )}
    </div>
  );
}

/** Viewport positions of the tile boundaries crossing a span that starts at world pixel `origin`. */
function gridLines(origin: number, span: number): number[] {
  const first = Math.ceil(origin / TILE_SIZE) * TILE_SIZE;
  const lines: number[] = [];
  for (let w = first; w < origin + span; w += TILE_SIZE) lines.push(w - origin);
  return lines;
}
