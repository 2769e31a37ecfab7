import type { AnyEndpoint } from './endpoint';
import * as accountDeletion from './endpoints/account-deletion';
import * as accounts from './endpoints/accounts';
import * as addresses from './endpoints/addresses';
import * as booking from './endpoints/booking';
import * as catalogueLists from './endpoints/catalogue-lists';
import * as catalogue from './endpoints/catalogue';
import * as cataloguePages from './endpoints/catalogue-pages';
import * as favourites from './endpoints/favourites';
import * as giftCards from './endpoints/gift-cards';
import * as loyalty from './endpoints/loyalty';
import * as packageTickets from './endpoints/package-tickets';
import * as partners from './endpoints/partners';
import * as payments from './endpoints/payments';
import * as reservationHistory from './endpoints/reservation-history';
import * as restaurantVouchers from './endpoints/restaurant-vouchers';
import * as savedCards from './endpoints/saved-cards';
import * as voucherGroupOrders from './endpoints/voucher-group-orders';
import * as vouchers from './endpoints/vouchers';
import * as tracking from './endpoints/tracking';

/**
 * Every endpoint of the API, once: the server mounts each of them exactly once and the fuzz test calls
 * each of them (tests/server/http/endpoint-list.test.ts). Not for the client's bundle: a screen imports
 * the one endpoint it calls.
 */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  accountDeletion,
  accounts,
  addresses,
  booking,
  catalogue,
  catalogueLists,
  cataloguePages,
  favourites,
  giftCards,
  loyalty,
  packageTickets,
  partners,
  payments,
  reservationHistory,
  restaurantVouchers,
  savedCards,
  voucherGroupOrders,
  vouchers,
  tracking,
].flatMap((module) => Object.values(module) as AnyEndpoint[]);
