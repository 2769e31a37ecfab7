import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';

/** Points and loyalty levels (docs/decisions/0029-points-and-loyalty.md). */
const schemas = () => import('@/contract/loyalty');

/** Every level in order, with what reaches it and what it gives; no token needed. */
export const loyaltyLevels = jsonEndpoint({
  name: 'loyalty.levels',
  method: 'GET',
  path: '/loyalty_levels.json',
  access: 'public',
  schemas: async () => ({ response: (await schemas()).loyaltyLevelsAnswerSchema }),
});

/** The active points-to-money ratios of points redemption, one per currency; no token needed. */
export const pointsRatios = jsonEndpoint({
  name: 'loyalty.pointsRatios',
  method: 'GET',
  path: '/adaptive_points_ratios.json',
  access: 'public',
  schemas: async () => ({ response: (await schemas()).pointsRatiosAnswerSchema }),
});

/** The member's own points ledger, newest first, POINTS_HISTORY_PAGE_SIZE per page; `links.next` while more remain. */
export const pointsHistory = jsonEndpoint({
  name: 'loyalty.pointsHistory',
  method: 'GET',
  path: '/users/points_history.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { query: s.pointsHistoryQuerySchema, response: s.pointsHistoryPageSchema };
  },
});

/**
 * The restaurant's step: the diner came, the visit is complete, the member earns the restaurant's points.
 * Answered only with the operator's secret as a bearer token (404 on a server without one).
 */
export const completeReservation = rawEndpoint({
  name: 'loyalty.completeReservation',
  method: 'POST',
  path: `${API_PREFIX}/operator/reservations/{encryptedId}/complete.json`,
});
