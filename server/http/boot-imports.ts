/**
 * What the app imports on every page while it starts, each a chunk of its own so the first render does
 * not wait for it (src/app/bootstrap.tsx, the root layout): page-view tracking and the footer. A first
 * visit fetches every one of them anyway; named in the HTML, they come in the first round trips instead
 * of in waves after the entry has run (decision 0061; server/http/route-preloads.ts). `npm run
 * bench:bundle` counts them in what home loads before it is quiet, and their messages are in the
 * catalogue's start part. The member history's clean-up, the pending-booking
 * mount and its draft recorder, the staff tools' gate and the reservation watch are not listed: they load
 * only when there is something for them to do (decision 0066). Nor is the service worker's registration
 * (with workbox-window): it waits until the page has settled (decision 0067). Build manifest keys, so this
 * module imports nothing.
 */
export const BOOT_IMPORTS: readonly string[] = [
  'src/entities/tracking/page-views.ts',
  'src/features/shell/components/footer.tsx',
];
