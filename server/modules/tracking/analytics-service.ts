import { createHash } from 'node:crypto';
import type { AnalyticsBatch } from '@/contract/analytics-events';
import { sanitiseEvent } from '@/domain/tracking/event-sanitising';
import type { ServerContext } from '../../context';
import { analyticsEvents } from '../../db/schema/tracking';
import { AppError } from '../../http/app-error';
import { forwardToGa4, type StoredEvent } from './ga4-adapter';

/**
 * Stores a batch from the collector (tests/server/tracking/analytics-collector.test.ts): every event is
 * sanitised again here, whatever the client did; one unknown name refuses the whole batch (422, logged
 * with the name) so a client that drifts from the shared list is seen at once. The device id is kept
 * only as a hash. With GA4 configured the stored events are then forwarded, after the answer.
 */
export async function storeAnalyticsBatch(ctx: ServerContext, batch: AnalyticsBatch, now: Date): Promise<number> {
  const kept: StoredEvent[] = [];
  for (const event of batch.events) {
    const result = sanitiseEvent(event);
    if (!result.ok) {
      ctx.log.warn('unknown analytics event refused', { name: result.name.slice(0, 60) });
      throw new AppError(422, 'unknownEventName', { name: result.name.slice(0, 60) });
    }
    kept.push(result.event);
  }
  const deviceHash = batch.deviceId ? createHash('sha256').update(batch.deviceId).digest('hex').slice(0, 32) : null;
  const page = batch.page ? pathOnly(batch.page) : null;
  await ctx.db.insert(analyticsEvents).values(
    kept.map((e) => ({ name: e.name, params: e.params, deviceHash, page, occurredAt: safeDate(e.at, now), receivedAt: now })),
  );
  const ga4 = ctx.config.tracking?.ga4;
  if (ga4) {
    // After the answer and outside the request's transaction: the outside world never delays a beacon.
    setTimeout(() => void forwardToGa4(ga4, deviceHash ?? 'anonymous', kept, ctx.log), 0);
  }
  return kept.length;
}

/** A page's path without its query or fragment, which may carry tokens. */
function pathOnly(page: string): string {
  return page.split(/[?#]/)[0]?.slice(0, 300) ?? '';
}

/** A device's clock can be anything: an instant beyond a day from ours is stored as the arrival time. */
function safeDate(at: number, now: Date): Date {
  return Math.abs(at - now.getTime()) > 86_400_000 ? now : new Date(at);
}
