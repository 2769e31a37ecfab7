import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_PREFIX } from '@/contract/envelope';
import * as tracking from '@/contract/endpoints/tracking';
import type { AppEnv, ServerContext } from '../../context';
import { reservations } from '../../db/schema/booking';
import { rwgConversions } from '../../db/schema/tracking';
import { AppError } from '../../http/app-error';
import { mount, mountRaw } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import { isOperator } from '../loyalty/routes';
import { storeAnalyticsBatch } from './analytics-service';

/**
 * A page sends a batch every few seconds at most while it is used, and one when it is hidden; this is
 * well above that and still stops a script filling the table (per device or address, before any work).
 */
export const ANALYTICS_LIMITS = { perClient: 120, perAddress: 1200, windowSeconds: 10 * 60 } as const;

/** Analytics collector and the operator's view of a reservation's tracking (docs/decisions/0041-tracking-consent.md). */
export function createTrackingRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const limit = limitsGuard(ctx, 'analytics.collect', ANALYTICS_LIMITS);
  mount(
    app,
    ctx,
    tracking.collectAnalyticsEvents,
    async ({ body }) => ({ data: { accepted: await storeAnalyticsBatch(ctx, body, ctx.now?.() ?? new Date()) } }),
    { guard: limit },
  );

  mountRaw(
    app,
    tracking.reservationTrackingForOperator,
    async (c) => {
      if (!isOperator(c.req.header('Authorization'), ctx.config.operatorSecret)) throw new AppError(404, 'notFound');
      const encryptedId = c.req.param('encryptedId') ?? '';
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(encryptedId)) throw new AppError(404, 'reservationNotFound');
      const [row] = await ctx.db
        .select({
          id: reservations.id,
          advPartner: reservations.advPartner,
          clickId: reservations.clickId,
          utmSource: reservations.utmSource,
          utmMedium: reservations.utmMedium,
          utmVersion: reservations.utmVersion,
          iaClickId: reservations.iaClickId,
          acClickId: reservations.acClickId,
          rwgToken: reservations.rwgToken,
          fbp: reservations.fbp,
          fbc: reservations.fbc,
        })
        .from(reservations)
        .where(eq(reservations.encryptedId, encryptedId));
      if (!row) throw new AppError(404, 'reservationNotFound');
      const conversions = await ctx.db
        .select({ adapter: rwgConversions.adapter, status: rwgConversions.status, rwgToken: rwgConversions.rwgToken })
        .from(rwgConversions)
        .where(eq(rwgConversions.reservationId, row.id));
      const { id: _id, ...fields } = row;
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, message: null, data: { ...fields, rwgConversion: conversions[0] ?? null } });
    },
    { under: API_PREFIX },
  );

  return app;
}
