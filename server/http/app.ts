import type { Hono } from 'hono';
import { API_PREFIX } from '@/contract/envelope';
import type { AppEnv, ServerContext } from '../context';
import { createMailboxRoutes } from '../mail/mailbox-routes';
import { createAvatarImageRoutes } from '../modules/accounts/avatar-routes';
import { createAccountRoutes } from '../modules/accounts/routes';
import { createAddressRoutes } from '../modules/addresses/routes';
import { createFavouriteRoutes } from '../modules/favourites/routes';
import { createTrackingRoutes } from '../modules/tracking/routes';
import { createAccountDeletionRoutes } from '../modules/account-deletion/routes';
import { createLoyaltyRoutes } from '../modules/loyalty/routes';
import { createBookingRoutes } from '../modules/booking/routes';
import { createCatalogueRoutes } from '../modules/catalogue/routes';
import { createImageRoutes } from '../modules/catalogue/image-routes';
import { createPackageTicketRoutes } from '../modules/package-tickets/routes';
import { createGiftCardRoutes } from '../modules/gift-cards/routes';
import { createRestaurantVoucherRoutes } from '../modules/restaurant-vouchers/routes';
import { createVoucherGroupOrderRoutes } from '../modules/voucher-group-orders/routes';
import { createPartnerRoutes, createPartnersModule, type PartnersModule } from '../modules/partners/routes';
import { createPaymentRoutes } from '../modules/payments/routes';
import { createSavedCardRoutes } from '../modules/saved-cards/routes';
import { createVoucherRoutes } from '../modules/vouchers/routes';
import { createReservationHistoryRoutes } from '../modules/reservations/routes';
import { createPaymentsModule, type PaymentsModule } from '../modules/payments/payments-module';
import { SANDBOX_PREFIX } from '../modules/payments/sandbox-endpoints';
import { createSandboxRoutes } from '../modules/payments/sandbox-routes';
import { createPlatformApp, type AppOptions } from './platform';

/** The whole HTTP surface: platform middleware (server/http/platform.ts), the modules' routes, the PWA. */
export function createApp(
  ctx: ServerContext,
  opts: AppOptions & { payments?: PaymentsModule; partners?: PartnersModule },
): Hono<AppEnv> {
  const payments = opts.payments ?? createPaymentsModule(ctx);
  return createPlatformApp(ctx, opts, (app) => {
    // Booking first: the catalogue's /restaurants/{slug}.json pattern must not see its paths.
    app.route(API_PREFIX, createBookingRoutes(ctx));
    app.route(API_PREFIX, createReservationHistoryRoutes(payments.deps));
    app.route(API_PREFIX, createAccountRoutes(ctx));
    app.route(API_PREFIX, createFavouriteRoutes(ctx));
    app.route(API_PREFIX, createTrackingRoutes(ctx));
    app.route(API_PREFIX, createLoyaltyRoutes(ctx));
    app.route(API_PREFIX, createAddressRoutes(ctx));
    app.route(API_PREFIX, createSavedCardRoutes(payments.deps));
    app.route(API_PREFIX, createVoucherRoutes(ctx));
    app.route(API_PREFIX, createPaymentRoutes(payments));
    app.route(API_PREFIX, createPackageTicketRoutes(payments));
    app.route(API_PREFIX, createGiftCardRoutes(payments));
    app.route(API_PREFIX, createRestaurantVoucherRoutes(payments));
    app.route(API_PREFIX, createVoucherGroupOrderRoutes(payments));
    app.route(API_PREFIX, createAccountDeletionRoutes(payments.deps));
    app.route(API_PREFIX, createPartnerRoutes(ctx, opts.partners ?? createPartnersModule()));
    app.route(API_PREFIX, createCatalogueRoutes(ctx));
    // The sandbox gateway's pages (PAYMENT_GATEWAY=sandbox): another party's site, on our server.
    if (payments.sandbox) app.route(SANDBOX_PREFIX, createSandboxRoutes(payments));
    app.route('/images', createImageRoutes(ctx));
    app.route('/images', createAvatarImageRoutes(ctx));
    // What the server would have mailed, readable locally (never in production).
    if (ctx.config.localMailbox) app.route('/', createMailboxRoutes(ctx));
  });
}
