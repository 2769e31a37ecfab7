/**
 * The app's store pages (build-time settings VITE_LINK_APP_STORE / VITE_LINK_GOOGLE_PLAY, see README).
 * Here, not in the shell, because the shell's footer and the catalogue's download page both link them.
 */

function setting(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export const appStoreLinks = {
  appStore: setting(import.meta.env.VITE_LINK_APP_STORE, 'https://apps.apple.com/th/iphone/search?term=hungry%20table'),
  googlePlay: setting(import.meta.env.VITE_LINK_GOOGLE_PLAY, 'https://play.google.com/store/search?q=hungry%20table&c=apps'),
} as const;
