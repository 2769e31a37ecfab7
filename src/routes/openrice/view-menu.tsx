import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { OpenriceViewMenuPage } from '@/features/catalogue/openrice/view-menu-page';

interface ViewMenuSearch {
  restaurant?: string;
  /** A number, so the address reads package=12 (a numeric string would be written quoted). */
  package?: number;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const packageNumber = (value: unknown) => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** /openrice/view-menu?restaurant={slug}&package={id}: review the picked menu, then book it. */
export const Route = createFileRoute('/openrice/view-menu')({
  staticData: { scrollToTop: true },
  validateSearch: (search: Record<string, unknown>): ViewMenuSearch => {
    const restaurant = text(search.restaurant);
    const pkg = packageNumber(search.package);
    return { ...(restaurant ? { restaurant } : {}), ...(pkg === undefined ? {} : { package: pkg }) };
  },
  beforeLoad: ({ search }) => {
    // No restaurant: nothing to view; the choice starts over.
    if (!search.restaurant) throw redirect({ href: '/openrice/select-menu', replace: true });
  },
  loaderDeps: ({ search }) => ({ restaurant: search.restaurant }),
  loader: ({ context, deps }) => {
    if (deps.restaurant) loadRestaurant(context.queryClient, deps.restaurant);
  },
  component: function ViewMenuRoute() {
    const search = Route.useSearch();
    return <OpenriceViewMenuPage slug={search.restaurant ?? ''} packageId={search.package === undefined ? '' : String(search.package)} />;
  },
});
