import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { rwgConversions } from '../../db/schema/tracking';
import type { TrackingConfig } from './tracking-config';

/** Google's value for "the booking was made at the merchant the diner came from" (2 = not changed). */
const MERCHANT_NOT_CHANGED = 2;

export interface RwgConversion {
  reservationId: number;
  rwgToken: string;
}

/**
 * Records the conversion of a booking that arrived from Reserve with Google (its maps token), once per
 * reservation (tests/server/tracking/rwg-conversion.test.ts). The row is written with the reservation,
 * in its transaction (a savepoint: a failure here is logged and never fails the booking). Without
 * RWG_CONVERSION_URL that row is the whole report ('local', 'recorded'); with it, see reportToGoogle.
 */
export async function recordRwgConversion(ctx: ServerContext, conversion: RwgConversion): Promise<void> {
  const rwg = ctx.config.tracking?.rwg ?? null;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(rwgConversions)
        .values({
          reservationId: conversion.reservationId,
          rwgToken: conversion.rwgToken,
          merchantChanged: MERCHANT_NOT_CHANGED,
          adapter: rwg ? 'google' : 'local',
          status: 'recorded',
        })
        .onConflictDoNothing();
    });
  } catch (err) {
    ctx.log.warn('rwg conversion not recorded', { error: String(err), reservationId: conversion.reservationId });
    return;
  }
  // Outside the booking's transaction and after its answer: Google's answer never delays a booking.
  if (rwg) setTimeout(() => void reportToGoogle(ctx, rwg, conversion), 0);
}

/**
 * The edge of the world: the one call that tells Google a maps booking converted. Only with
 * RWG_CONVERSION_URL and RWG_PARTNER_ID set; the row then says 'sent' or 'failed'.
 */
async function reportToGoogle(
  ctx: ServerContext,
  rwg: NonNullable<TrackingConfig['rwg']>,
  conversion: RwgConversion,
): Promise<void> {
  let status: 'sent' | 'failed' = 'failed';
  try {
    const res = await fetch(rwg.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        conversion_partner_id: rwg.partnerId,
        rwg_token: conversion.rwgToken,
        merchant_changed: MERCHANT_NOT_CHANGED,
      }),
      signal: AbortSignal.timeout(5000),
    });
    status = res.ok ? 'sent' : 'failed';
  } catch (err) {
    ctx.log.warn('rwg conversion report failed', { error: String(err), reservationId: conversion.reservationId });
  }
  try {
    await ctx.db.update(rwgConversions).set({ status }).where(eq(rwgConversions.reservationId, conversion.reservationId));
  } catch (err) {
    ctx.log.warn('rwg conversion status not saved', { error: String(err) });
  }
}
