import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from '@/features/catalogue/components/banner-carousel';
import { banners } from '../../test-utils/catalogue-fixtures';
import { renderWithRouter } from '../../test-utils/render';

describe('BannerCarousel', () => {
  it("loads the first slide's picture first and at high priority; the others wait until shown", async () => {
    await renderWithRouter(<BannerCarousel banners={banners} />);
    const [first, second] = [screen.getByAltText('Buffet week'), screen.getByAltText('Gift cards', { exact: true })];
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.hasAttribute('fetchpriority')).toBe(false);
  });

  it('draws nothing without banners', async () => {
    await renderWithRouter(<BannerCarousel banners={[]} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
