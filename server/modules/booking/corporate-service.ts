import type { CorporateEvent } from '@/contract/booking';
import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { localizedName } from './booking-names';
import { findCorporateEvent } from './reservation-repo';

/**
 * POST /corporates/events/validate: the secret key a company gave its staff opens its event. With the
 * restaurant the diner is on, an event of another restaurant is 'You open wrong corporate restaurant'.
 */
export async function validateCorporateEvent(
  ctx: ServerContext,
  secretKey: string,
  restaurantId: number | null,
  lang: Language,
): Promise<CorporateEvent> {
  const event = await findCorporateEvent(ctx.db, { secretKey });
  if (!event || !event.isActive) throw new AppError(404, 'corporateNotFound', {}, { field: 'secretKey' });
  if (restaurantId !== null && event.restaurantId !== restaurantId)
    throw new AppError(422, 'wrongCorporate', {}, { field: 'restaurantId' });
  return {
    id: event.id,
    restaurantId: event.restaurantId,
    name: localizedName(lang, event),
    restaurantPackageIds: event.packageIds,
  };
}
