import type { Language } from '@/contract/envelope';
import type { RestaurantCard } from '@/contract/catalogue';
import type { WeeklyHours } from './opening-hours-short';

const BRAND = 'Hungry Table';
const DESCRIPTION_MAX = 160;
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface SeoInput {
  card: RestaurantCard;
  lang: Language;
  cityName: string;
  canonicalLink: string;
  address: string;
  phone: string | null;
  cuisines: readonly string[];
  imageUrls: readonly string[];
  hours: readonly WeeklyHours[];
  acceptsReservations: boolean;
}

/** The page title and meta description search engines show. */
export function restaurantSeo({ card, lang, cityName }: SeoInput): { title: string; description: string } {
  const cuisine = card.primaryCuisine?.name;
  const area = [card.primaryLocation?.name, cityName].filter(Boolean).join(', ');
  const what =
    lang === 'th'
      ? [cuisine ? `ร้าน${cuisine}` : null, area ? `ย่าน${area}` : null].filter(Boolean).join(' ')
      : [cuisine ? `${cuisine} restaurant` : 'Restaurant', area ? `in ${area}` : null].filter(Boolean).join(' ');
  const title = `${card.name}${what ? ` - ${what}` : ''} | ${BRAND}`;
  const price = card.price.amount > 0 ? card.price.format : null;
  const cta =
    lang === 'th'
      ? `จองร้าน ${card.name} ออนไลน์${price ? ` ราคาเริ่มต้น ${price}` : ''}`
      : `Book ${card.name} online${price ? ` from ${price}` : ''}.`;
  // The call to action always fits; the restaurant's own text is what gets shortened.
  const room = DESCRIPTION_MAX - cta.length - 1;
  return { title, description: room > 20 ? `${clip(card.description, room)} ${cta}`.trim() : clip(cta, DESCRIPTION_MAX) };
}

/**
 * schema.org Restaurant as JSON text. Sent as a string so the wire's snake_case conversion never
 * touches its keys; `<` is escaped so it can go straight into a script tag.
 */
export function restaurantJsonLd(input: SeoInput): string {
  const { card } = input;
  const doc: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: card.name,
    url: input.canonicalLink,
    description: card.description,
    image: input.imageUrls,
    ...(input.phone ? { telephone: input.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address,
      addressLocality: input.cityName,
      addressCountry: card.price.currency === 'SGD' ? 'SG' : 'TH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: card.lat, longitude: card.lng },
    servesCuisine: input.cuisines,
    ...(card.price.amount > 0 ? { priceRange: `${card.price.format}+` } : {}),
    acceptsReservations: input.acceptsReservations,
    openingHoursSpecification: [...input.hours]
      .sort((a, b) => a.weekday - b.weekday || a.openTime.localeCompare(b.openTime))
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[h.weekday] ?? 'Monday'}`,
        opens: h.openTime,
        closes: h.closeTime,
      })),
    ...(card.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: card.reviewsScore,
            reviewCount: card.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return JSON.stringify(doc).replace(/</g, '\\u003c');
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
