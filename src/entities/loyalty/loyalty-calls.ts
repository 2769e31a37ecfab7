import { call } from '@/api/call';
import * as loyalty from '@/contract/endpoints/loyalty';
import type { LoyaltyLevel, PointsHistoryPage, PointsRatioView } from '@/contract/loyalty';

/** The loyalty calls of the contract (src/contract/endpoints/loyalty.ts), as the screens use them. */

/** Every level, in order; no token needed. An answer that holds no list counts as a failure. */
export async function fetchLoyaltyLevels(signal?: AbortSignal): Promise<LoyaltyLevel[]> {
  const answer = await call(loyalty.loyaltyLevels, { signal, dontReport: true });
  if (!Array.isArray(answer.data)) throw new Error('The loyalty levels answer holds no list');
  return answer.data;
}

/** One page of the member's point history, newest first. */
export async function fetchPointsHistoryPage(page: number, signal?: AbortSignal): Promise<PointsHistoryPage> {
  const answer = await call(loyalty.pointsHistory, { query: { page }, signal, dontReport: true });
  if (!Array.isArray(answer.data)) throw new Error('The point history answer holds no list');
  return { data: answer.data, links: answer.links, meta: answer.meta };
}

/** The active points-to-money ratios (one per currency); no token needed. */
export async function fetchPointsRatios(signal?: AbortSignal): Promise<PointsRatioView[]> {
  const answer = await call(loyalty.pointsRatios, { signal, dontReport: true });
  if (!Array.isArray(answer.data)) throw new Error('The points ratios answer holds no list');
  return answer.data;
}
