import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchMap } from '@/features/catalogue/search/search-map';
import { renderWithRouter } from '../../test-utils/render';

// A configured tile source (VITE_MAP_TILE_URL) on a same-origin path.
vi.mock('@/features/catalogue/search/map-config', () => ({
  mapTileTemplate: '/tiles/{z}/{x}/{y}.png',
  mapTileAttribution: '© Example tiles',
}));

const items = [
  { id: 1, name: 'Somtam Nua', slug: 'somtam-nua', branchId: null, lat: 13.7456, lng: 100.5341, isAd: false },
  { id: 2, name: 'Baan Ice', slug: 'baan-ice', branchId: 9, lat: 13.7302, lng: 100.5693, isAd: true },
];

describe('SearchMap with a tile source', () => {
  it('draws tiles of the fitted zoom under the markers, with the credit, and drops a tile that fails', async () => {
    const { container } = await renderWithRouter(<SearchMap items={items} lang="th" position={{ lat: 13.74, lng: 100.55 }} />);
    const map = await screen.findByRole('region', { name: 'Map of restaurants' });
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.search-map__tile')];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      expect(tile.getAttribute('src')).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.png$/);
      expect(tile.getAttribute('alt')).toBe('');
    }
    // Every tile is of one zoom level, the one the markers are projected at.
    expect(new Set(tiles.map((t) => t.getAttribute('src')?.split('/')[2])).size).toBe(1);
    expect(screen.getByText('© Example tiles')).toBeTruthy();
    expect(within(map).getByRole('img', { name: 'Your location' })).toBeTruthy();

    const links = within(map).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['1. Somtam Nua', '2. Baan Ice (Ad)']);
    // The branch rule of restaurant links applies to markers too.
    expect(links[1]?.getAttribute('href')).toBe('/restaurants/search?branch_id=9&locale=th');

    fireEvent.error(tiles[0] as HTMLImageElement);
    expect(container.querySelectorAll('img.search-map__tile')).toHaveLength(tiles.length - 1);
  });
});
