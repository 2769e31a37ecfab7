import { call } from '@/api/call';
import type { Address, AddressCreate, AddressFields, AddressKind } from '@/contract/addresses';
import * as addresses from '@/contract/endpoints/addresses';

/** The saved-address calls of the contract (src/contract/endpoints/addresses.ts), as the screens use them. */

/** The member's addresses (the one page of up to 100 the list is), optionally of one kind. */
export async function fetchAddresses(
  userId: number,
  kind?: AddressKind,
  signal?: AbortSignal,
): Promise<Address[]> {
  const answer = await call(addresses.addressList, {
    params: { id: userId },
    query: kind ? { kind } : {},
    signal,
    dontReport: true,
  });
  if (!Array.isArray(answer.data)) throw new Error('The address list answer holds no list');
  return answer.data;
}

export interface Saved {
  address: Address;
  message: string | null;
}

export async function addAddress(userId: number, body: AddressCreate): Promise<Saved> {
  const answer = await call(addresses.addAddress, { params: { id: userId }, body, dontReport: true });
  return { address: answer.data, message: answer.message };
}

export async function editAddress(userId: number, addressId: number, body: AddressFields): Promise<Saved> {
  const answer = await call(addresses.editAddress, {
    params: { id: userId, addressId },
    body,
    dontReport: true,
  });
  return { address: answer.data, message: answer.message };
}

export async function deleteAddress(userId: number, addressId: number): Promise<string | null> {
  const answer = await call(addresses.deleteAddress, { params: { id: userId, addressId }, dontReport: true });
  return answer.message;
}

export async function makeAddressPrimary(userId: number, addressId: number): Promise<Saved> {
  const answer = await call(addresses.makeAddressPrimary, {
    params: { id: userId, addressId },
    dontReport: true,
  });
  return { address: answer.data, message: answer.message };
}
