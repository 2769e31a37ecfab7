import { describe, expect, it } from 'vitest';
import { linkHasPage } from '@/domain/routing/link-has-page';

const ROUTES = [
  '/',
  '/$groupLandingId',
  '/download',
  '/me/$',
  '/restaurants/search',
  '/restaurants/$restaurantName/',
  '/restaurants/$restaurantName/book/step-{$step}',
  '/restaurants/$restaurantName/package/$packageId/menu',
];
const IGNORED = ['/$groupLandingId'];

describe('linkHasPage', () => {
  it('finds static pages, with or without a query', () => {
    expect(linkHasPage('/', ROUTES, IGNORED)).toBe(true);
    expect(linkHasPage('/download', ROUTES, IGNORED)).toBe(true);
    expect(linkHasPage('/restaurants/search?service_type=dine_in', ROUTES, IGNORED)).toBe(true);
  });
  it('matches parameters, splats and prefixed parameters', () => {
    expect(linkHasPage('/restaurants/som-tam/', ROUTES, IGNORED)).toBe(true);
    expect(linkHasPage('/restaurants/som-tam/package/30/menu', ROUTES, IGNORED)).toBe(true);
    expect(linkHasPage('/restaurants/som-tam/book/step-3', ROUTES, IGNORED)).toBe(true);
    expect(linkHasPage('/restaurants/som-tam/book/other', ROUTES, IGNORED)).toBe(false);
    expect(linkHasPage('/me/edit/more', ROUTES, IGNORED)).toBe(true);
  });
  it('does not take the one-segment group landing as a page for any word', () => {
    expect(linkHasPage('/promotions', ROUTES, IGNORED)).toBe(false);
    expect(linkHasPage('/gift-card', ROUTES, IGNORED)).toBe(false);
    expect(linkHasPage('/profile', ROUTES, IGNORED)).toBe(false);
    expect(linkHasPage('/promotions', ROUTES)).toBe(true);
  });
  it('shows a link once its page exists', () => {
    expect(linkHasPage('/promotions', [...ROUTES, '/promotions'], IGNORED)).toBe(true);
    expect(linkHasPage('/profile', [...ROUTES, '/profile/'], IGNORED)).toBe(true);
  });
  it('counts outside links as live and never matches a longer or shorter path', () => {
    expect(linkHasPage('https://blog.example.com', ROUTES, IGNORED)).toBe(true);
    expect(linkHasPage('mailto:help@example.com', ROUTES, IGNORED)).toBe(true);
    expect(linkHasPage('/download/more', ROUTES, IGNORED)).toBe(false);
    expect(linkHasPage('/restaurants', ROUTES, IGNORED)).toBe(false);
  });
});
