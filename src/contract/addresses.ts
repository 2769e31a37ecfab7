import { z } from 'zod';
import { holdsSeparator } from '@/domain/addresses/address-detail';
import { answerOf } from './answer';
import { idParam } from './fields';
import { refusal } from './refusal';

/**
 * A member's saved addresses (tests/server/addresses/addresses.test.ts): list, add, edit, delete and
 * make primary. The address and its detail travel as two fields; the server stores them as one text
 * (src/domain/addresses/address-detail.ts) and answers both, plus the joined text. camelCase as both
 * sides see them.
 */

/** Addresses per page of the list: a member's whole list fits in one. */
export const ADDRESSES_PAGE_SIZE = 100;
/** How many addresses one member may keep. */
export const MAX_ADDRESSES_PER_MEMBER = 20;
/** What an address is to the member; the list can be filtered by it. */
export const ADDRESS_KINDS = ['home', 'work', 'other'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** Longest label, address and detail, in characters. */
export const ADDRESS_TEXT_MAX = { name: 50, address: 300, detail: 300 } as const;

const kindField = z.enum(ADDRESS_KINDS, { error: refusal('addressKindInvalid') });

export const addressOwnerParamsSchema = z.object({ id: idParam('id') });
export const addressParamsSchema = z.object({ id: idParam('id'), addressId: idParam('addressId') });

/** The web client asks for page 1 of 100, maybe of one kind; both page fields are accepted and bounded. */
export const addressListQuerySchema = z.object({
  kind: kindField.optional(),
  page: z.coerce
    .number({ error: refusal('invalidPage', { field: 'page' }) })
    .int(refusal('invalidPage', { field: 'page' }))
    .min(1, refusal('invalidPage', { field: 'page' }))
    .max(100_000, refusal('invalidPage', { field: 'page' }))
    .default(1),
  size: z.coerce
    .number({ error: refusal('invalidPage', { field: 'size' }) })
    .int(refusal('invalidPage', { field: 'size' }))
    .min(1, refusal('invalidPage', { field: 'size' }))
    .max(ADDRESSES_PAGE_SIZE, refusal('invalidPage', { field: 'size' }))
    .default(ADDRESSES_PAGE_SIZE),
});

const requiredText = (key: string, max: number, tooLong: string) =>
  z
    .string({ error: refusal(key) })
    .trim()
    .min(1, refusal(key))
    .max(max, refusal(tooLong, { max }));

const coordinate = (limit: number, key: string) =>
  z
    .number({ error: refusal(key) })
    .min(-limit, refusal(key))
    .max(limit, refusal(key))
    .nullish()
    .transform((v) => v ?? null);

/** The form: a label, the address, an optional detail, an optional map point (both or neither). */
const addressFieldsObject = z.object({
  kind: kindField.default('other'),
  name: requiredText('addressLabelRequired', ADDRESS_TEXT_MAX.name, 'addressLabelTooLong'),
  address: requiredText('savedAddressRequired', ADDRESS_TEXT_MAX.address, 'addressTooLong').refine(
    (a) => !holdsSeparator(a),
    refusal('addressSeparator'),
  ),
  detail: z
    .string({ error: refusal('addressDetailTooLong', { max: ADDRESS_TEXT_MAX.detail }) })
    .trim()
    .max(ADDRESS_TEXT_MAX.detail, refusal('addressDetailTooLong', { max: ADDRESS_TEXT_MAX.detail }))
    .nullish()
    .transform((v) => v ?? ''),
  lat: coordinate(90, 'addressLatInvalid'),
  lng: coordinate(180, 'addressLngInvalid'),
});
const pointPair = { message: refusal('addressPointPair'), path: ['lat'] };
const bothOrNeither = (a: { lat: number | null; lng: number | null }) =>
  (a.lat === null) === (a.lng === null);

export const addressFieldsSchema = addressFieldsObject.refine(bothOrNeither, pointPair);
export type AddressFields = z.input<typeof addressFieldsSchema>;

/** Adding may ask for the new address to be the primary one (the first address always is). */
export const addressCreateSchema = addressFieldsObject
  .extend({ primary: z.boolean({ error: refusal('addressPrimaryInvalid') }).optional() })
  .refine(bothOrNeither, pointPair);
export type AddressCreate = z.input<typeof addressCreateSchema>;

export const addressSchema = z.object({
  id: z.number(),
  kind: z.enum(ADDRESS_KINDS),
  name: z.string(),
  address: z.string(),
  detail: z.string(),
  /** The stored text: address and detail joined by the separator. */
  addressDetail: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  primary: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({
  data: z.array(addressSchema),
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type AddressList = z.infer<typeof addressListSchema>;

export const addressAnswerSchema = answerOf(addressSchema);
export const addressDeletedAnswerSchema = answerOf(z.object({ id: z.number() }));
