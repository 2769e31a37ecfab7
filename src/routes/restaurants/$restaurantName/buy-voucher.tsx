import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { useLanguage } from '@/lib/use-language';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';
import { BuyRestaurantVoucherPage } from '@/features/restaurant-vouchers/buy-restaurant-voucher-page';
import { readBuyVoucherSearch } from '@/features/restaurant-vouchers/voucher-search';

/** /restaurants/{name}/buy-voucher?offer={id}: buying a restaurant's vouchers (desktop). */
export const Route = createFileRoute('/restaurants/$restaurantName/buy-voucher')({
  staticData: { scrollToTop: true },
  validateSearch: readBuyVoucherSearch,
  beforeLoad: (ctx) => requireSignedIn(ctx),
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function BuyVoucherRoute() {
    const { restaurantName } = Route.useParams();
    const { offer } = Route.useSearch();
    const lang = useLanguage();
    const detail = useQuery(restaurantQueries.detail(restaurantName, lang));
    if (!detail.data) return null;
    return <BuyRestaurantVoucherPage restaurant={detail.data} offerId={offer} variant="sidebar" />;
  },
});
