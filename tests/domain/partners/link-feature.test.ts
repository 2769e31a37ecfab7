import { describe, expect, it } from 'vitest';
import { ALL_FEATURES } from '@/domain/partners/partner-flags';
import { linkAllowed, linkFeature } from '@/domain/partners/link-feature';

describe('linkFeature', () => {
  it('names the switch each governed page belongs to', () => {
    expect(linkFeature('/hungrytable-gift-card')).toBe('giftCard');
    expect(linkFeature('/hungrytable-voucher/buy')).toBe('giftCard');
    expect(linkFeature('/promotions')).toBe('offers');
    expect(linkFeature('/profile/offers-and-gift-card')).toBe('offers');
    expect(linkFeature('/profile/voucher')).toBe('voucher');
    expect(linkFeature('/me/voucher')).toBe('voucher');
    expect(linkFeature('/th/voucher_group/12')).toBe('voucher');
    expect(linkFeature('/profile/favourite')).toBe('favorites');
    expect(linkFeature('/restaurants/search?service_type=delivery')).toBe('delivery');
  });

  it('leaves other links, outside links and look-alikes free', () => {
    for (const href of [
      '/',
      '/restaurants/search?service_type=dine_in',
      '/profile',
      '/profile/history',
      '/gift-cards-of-chefs',
      'https://blog.example/gift-card',
      'mailto:support@example.com',
    ]) {
      expect(linkFeature(href), href).toBeNull();
    }
  });
});

describe('linkAllowed', () => {
  it('hides a link whose switch is off and keeps the rest', () => {
    const features = { ...ALL_FEATURES, giftCard: false, delivery: false };
    expect(linkAllowed(features, '/hungrytable-gift-card')).toBe(false);
    expect(linkAllowed(features, '/restaurants/search?service_type=delivery')).toBe(false);
    expect(linkAllowed(features, '/promotions')).toBe(true);
    expect(linkAllowed(features, '/restaurants/top')).toBe(true);
    expect(linkAllowed(ALL_FEATURES, '/hungrytable-gift-card')).toBe(true);
  });
});
