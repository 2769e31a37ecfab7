import type { ReservationRequest } from '@/contract/booking';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { featureOn } from '../catalogue/config-constants';
import { ownedAddress } from './address-service';

/**
 * A member's delivery booking may name a saved address by its id instead of sending the location. The
 * address must be the token's member's: anyone else's id (or a guest's) is 'address not found', the
 * same as an id that does not exist. A saved address without a map point cannot be priced by distance.
 * A location sent in full wins over the id.
 */
export async function withSavedAddress(
  ctx: ServerContext,
  body: ReservationRequest,
  serviceType: string,
  user: AuthUser | null,
): Promise<ReservationRequest> {
  if (serviceType !== 'delivery' || body.address || body.addressId == null) return body;
  if (!user || !featureOn(ctx, 'enableSaveAddress')) {
    throw new AppError(422, 'addressNotFound', {}, { field: 'addressId' });
  }
  const saved = await ownedAddress(ctx, user.id, body.addressId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(422, 'addressNotFound', {}, { field: 'addressId' });
    }
    throw error;
  });
  if (saved.lat === null || saved.lng === null) {
    throw new AppError(422, 'savedAddressNoPoint', {}, { field: 'addressId' });
  }
  return {
    ...body,
    address: {
      name: saved.name,
      address: saved.address,
      detail: saved.detail,
      noteForDriver: '',
      contactName: '',
      contactNumber: '',
      lat: saved.lat,
      lng: saved.lng,
      placeName: '',
    },
  };
}
