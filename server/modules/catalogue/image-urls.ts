import type { Language } from '@/contract/envelope';

export interface ImageSize {
  w: number;
  h: number;
}

/**
 * Image URLs are relative paths served by image-routes.ts. They are content-addressed by id + size
 * (+ language for banners, whose text is drawn), which is what lets the route cache them forever.
 */
export function pictureUrl(id: number, size: ImageSize, ext: 'webp' | 'jpg' = 'webp'): string {
  return `/images/pictures/${id}.${ext}?w=${size.w}&h=${size.h}`;
}

export function bannerUrl(id: number, size: ImageSize, lang: Language, ext: 'webp' | 'jpg' = 'webp'): string {
  return `/images/banners/${id}.${ext}?w=${size.w}&h=${size.h}&lang=${lang}`;
}

export function cityIconUrl(id: number, size: ImageSize, ext: 'webp' | 'jpg' = 'webp'): string {
  return `/images/cities/${id}.${ext}?w=${size.w}&h=${size.h}`;
}

export function countryIconUrl(id: number, size: ImageSize, ext: 'webp' | 'jpg' = 'webp'): string {
  return `/images/countries/${id}.${ext}?w=${size.w}&h=${size.h}`;
}
