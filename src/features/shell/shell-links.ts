import { appStoreLinks } from '@/lib/app-store-links';

/**
 * Where the shell's links lead. In-app paths are the app's own routes (some arrive with later issues and
 * show the not-found page until then). Outside links are product settings, overridable at build time
 * with VITE_LINK_* variables (see README, configuration).
 */

export const appPaths = {
  home: '/',
  search: '/restaurants/search',
  allDineIn: '/restaurants/search?service_type=dine_in',
  allDelivery: '/restaurants/search?service_type=delivery',
  topRestaurants: '/restaurants/top',
  promotions: '/promotions',
  giftCard: '/hungrytable-gift-card',
  download: '/download',
  profile: '/profile',
  passkeys: '/profile/passkeys',
  register: '/register',
} as const;

function setting(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export const outsideLinks = {
  blog: setting(import.meta.env.VITE_LINK_BLOG, 'https://blog.hungrytable.co'),
  help: setting(import.meta.env.VITE_LINK_HELP, 'https://help.hungrytable.co'),
  support: setting(import.meta.env.VITE_LINK_SUPPORT, 'mailto:support@hungrytable.co'),
  groupDining: setting(import.meta.env.VITE_LINK_GROUP_DINING, 'https://www.hungrytable.co/group-dining'),
  forRestaurants: setting(import.meta.env.VITE_LINK_FOR_RESTAURANTS, 'https://partner.hungrytable.co'),
  appStore: appStoreLinks.appStore,
  googlePlay: appStoreLinks.googlePlay,
  facebook: setting(import.meta.env.VITE_LINK_FACEBOOK, 'https://www.facebook.com/hungrytable'),
  instagram: setting(import.meta.env.VITE_LINK_INSTAGRAM, 'https://www.instagram.com/hungrytable'),
  line: setting(import.meta.env.VITE_LINK_LINE, 'https://line.me/R/ti/p/@hungrytable'),
  terms: setting(import.meta.env.VITE_LINK_TERMS, 'https://www.hungrytable.co/terms'),
  privacy: setting(import.meta.env.VITE_LINK_PRIVACY, 'https://www.hungrytable.co/privacy'),
} as const;
