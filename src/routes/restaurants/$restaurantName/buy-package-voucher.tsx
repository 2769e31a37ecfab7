import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { useLanguage } from '@/lib/use-language';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';
import { BuyPackageTicketPage } from '@/features/package-tickets/buy-package-ticket-page';
import { readBuyTicketSearch } from '@/features/package-tickets/ticket-paths';

/** /restaurants/{name}/buy-package-voucher?package={id}: buying tickets of a ticket package (desktop). */
export const Route = createFileRoute('/restaurants/$restaurantName/buy-package-voucher')({
  staticData: { scrollToTop: true },
  validateSearch: readBuyTicketSearch,
  beforeLoad: (ctx) => requireSignedIn(ctx),
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function BuyTicketRoute() {
    const { restaurantName } = Route.useParams();
    const { package: packageId } = Route.useSearch();
    const lang = useLanguage();
    const detail = useQuery(restaurantQueries.detail(restaurantName, lang));
    if (!detail.data) return null;
    return <BuyPackageTicketPage restaurant={detail.data} packageId={packageId} variant="sidebar" />;
  },
});
