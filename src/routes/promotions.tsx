import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '@/features/catalogue/pages/promotions-page';

/** /promotions: the city's promotion banners. A static route: it ranks above the /{groupLandingId} catch-all. */
export const Route = createFileRoute('/promotions')({
  staticData: { scrollToTop: true },
  component: PromotionsPage,
});
