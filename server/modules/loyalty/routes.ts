import { timingSafeEqual, createHash } from 'node:crypto';
import { Hono } from 'hono';
import * as loyalty from '@/contract/endpoints/loyalty';
import { API_PREFIX } from '@/contract/envelope';
import type { AppEnv, ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { mount, mountRaw } from '../../http/mount';
import { completeReservation } from './completion-service';
import { listLevels, pointsHistory } from './loyalty-service';
import { listPointsRatios } from './redemption-service';

/** Constant-time comparison of the bearer token with the operator's secret (hashed: equal lengths). */
export function isOperator(header: string | undefined, secret: string | null | undefined): boolean {
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(secret));
}

/** Points and loyalty levels (docs/decisions/0029-points-and-loyalty.md). */
export function createLoyaltyRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mount(app, ctx, loyalty.loyaltyLevels, async ({ lang }) => ({ data: await listLevels(ctx, lang) }));

  mount(app, ctx, loyalty.pointsRatios, async () => ({ data: await listPointsRatios(ctx.db) }));

  mount(app, ctx, loyalty.pointsHistory, async ({ user, query, lang, c }) =>
    pointsHistory(ctx, user, query.page, lang, c.req.url),
  );

  /*
   * The restaurant's completion step, for the operator only: without the secret (or on a server that has
   * none) it answers 404, as if it did not exist.
   */
  mountRaw(
    app,
    loyalty.completeReservation,
    async (c) => {
    if (!isOperator(c.req.header('Authorization'), ctx.config.operatorSecret)) throw new AppError(404, 'notFound');
    const encryptedId = c.req.param('encryptedId') ?? '';
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(encryptedId)) throw new AppError(404, 'reservationNotFound');
    const done = await completeReservation(ctx, encryptedId, ctx.now?.() ?? new Date());
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, message: null, data: done });
    },
    { under: API_PREFIX },
  );

  return app;
}
