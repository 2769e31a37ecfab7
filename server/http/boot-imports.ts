/**
 * What the app imports on every page while it starts, each a chunk of its own so the first render does
 * not wait for it (src/app/bootstrap.tsx, the root layout): the member history's clean-up, page-view
 * tracking, the service worker's registration and workbox-window, the pending-booking offer and its draft
 * recorder, the staff tools' gate, the footer. A first visit fetches every one of them anyway; named in
 * the HTML, they come in the first round trips instead of in waves after the entry has run (decision
 * 0061; server/http/route-preloads.ts). `npm run bench:bundle` counts them in what home loads before it is
 * quiet. (Modules that share a chunk with others, as the reservation watch does, have no name of their own
 * in the manifest, so they are not listed.) Build manifest keys, so this module imports nothing.
 */
export const BOOT_IMPORTS: readonly string[] = [
  'src/entities/reservation-history/member-history-cache.ts',
  'src/entities/tracking/page-views.ts',
  'src/lib/pwa/register-sw.ts',
  'node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
  'src/routes/-pending-booking-mount.tsx',
  'src/features/booking/pending/guest-drafts.ts',
  'src/features/developer/components/developer-tools-gate.tsx',
  'src/features/shell/components/footer.tsx',
];
