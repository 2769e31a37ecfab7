import { Hono } from 'hono';
import * as endpoints from '@/contract/endpoints/addresses';
import type { AppEnv, ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { mount } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import { featureOn } from '../catalogue/config-constants';
import { addAddress, deleteAddress, editAddress, listAddresses, makePrimary } from './address-service';

/**
 * A member saves an address now and then; this stops a script from churning rows well before the
 * per-member cap (MAX_ADDRESSES_PER_MEMBER) would, since deleting frees room again.
 */
export const ADDRESS_CREATE_LIMITS = { perClient: 30, perAddress: 150, windowSeconds: 60 * 60 } as const;

/** The member's saved addresses (docs/decisions/0028-addresses.md). */
export function createAddressRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Before anything is read: with the switch off, none of these endpoints exists for the client.
  const available = () => {
    if (!featureOn(ctx, 'enableSaveAddress')) throw new AppError(404, 'addressesUnavailable');
    return Promise.resolve();
  };
  const limitCreate = limitsGuard(ctx, 'address.create', ADDRESS_CREATE_LIMITS);

  /** The path's user id must be the token's: nobody reads or writes another member's list. */
  const owner = (user: AuthUser | null, id: number): number => {
    if (!user) throw new AppError(401, 'noTokenProvided');
    if (user.id !== id) throw new AppError(403, 'addressOwnerOnly');
    return user.id;
  };

  mount(
    app,
    ctx,
    endpoints.addressList,
    async ({ user, params, query }) => listAddresses(ctx, owner(user, params.id), query),
    { guard: available },
  );

  mount(
    app,
    ctx,
    endpoints.addAddress,
    async ({ user, params, body, say }) => ({
      data: await addAddress(ctx, owner(user, params.id), body),
      message: say('addressAdded'),
    }),
    {
      guard: async (caller) => {
        await available();
        await limitCreate(caller);
      },
    },
  );

  mount(
    app,
    ctx,
    endpoints.editAddress,
    async ({ user, params, body, say }) => ({
      data: await editAddress(ctx, owner(user, params.id), params.addressId, body),
      message: say('addressUpdated'),
    }),
    { guard: available },
  );

  mount(
    app,
    ctx,
    endpoints.deleteAddress,
    async ({ user, params, say }) => {
      await deleteAddress(ctx, owner(user, params.id), params.addressId);
      return { data: { id: params.addressId }, message: say('addressDeleted') };
    },
    { guard: available },
  );

  mount(
    app,
    ctx,
    endpoints.makeAddressPrimary,
    async ({ user, params, say }) => ({
      data: await makePrimary(ctx, owner(user, params.id), params.addressId),
      message: say('addressMadePrimary'),
    }),
    { guard: available },
  );

  return app;
}
