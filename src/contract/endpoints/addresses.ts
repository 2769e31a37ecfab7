import { jsonEndpoint } from '@/contract/endpoint';

/**
 * A member's saved addresses (docs/decisions/0028-addresses.md). `{id}` is the member's own user id;
 * any other is refused. Served only while the config's enableSaveAddress switch is on.
 */
const schemas = () => import('@/contract/addresses');

/** The member's addresses, primary first, then newest; optionally of one kind. */
export const addressList = jsonEndpoint({
  name: 'addresses.list',
  method: 'GET',
  path: '/users/{id}/addresses.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return {
      params: s.addressOwnerParamsSchema,
      query: s.addressListQuerySchema,
      response: s.addressListSchema,
    };
  },
});

export const addAddress = jsonEndpoint({
  name: 'addresses.add',
  method: 'POST',
  path: '/users/{id}/addresses.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return {
      params: s.addressOwnerParamsSchema,
      body: s.addressCreateSchema,
      response: s.addressAnswerSchema,
    };
  },
});

/** Replaces the label, kind, address, detail and map point; the primary flag has its own call. */
export const editAddress = jsonEndpoint({
  name: 'addresses.edit',
  method: 'PATCH',
  path: '/users/{id}/addresses/{addressId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.addressParamsSchema, body: s.addressFieldsSchema, response: s.addressAnswerSchema };
  },
});

/** Deleting the primary address makes the newest one left primary. */
export const deleteAddress = jsonEndpoint({
  name: 'addresses.delete',
  method: 'DELETE',
  path: '/users/{id}/addresses/{addressId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.addressParamsSchema, response: s.addressDeletedAnswerSchema };
  },
});

export const makeAddressPrimary = jsonEndpoint({
  name: 'addresses.makePrimary',
  method: 'PATCH',
  path: '/users/{id}/addresses/{addressId}/primary.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.addressParamsSchema, response: s.addressAnswerSchema };
  },
});
