import { jsonEndpoint } from '@/contract/endpoint';

/** Vouchers (docs/decisions/0037-vouchers.md). */
const schemas = () => import('@/contract/vouchers');

/**
 * Checks a code for the booking being made, with the codes already applied: answers the list as it would
 * stand, each voucher flagged, and what each takes off (meta.calculate). A refused code answers 422 with
 * the reason and the list, the refused voucher flagged. Priced by the server, never by the caller.
 */
export const validateVoucher = jsonEndpoint({
  name: 'vouchers.validate',
  method: 'POST',
  path: '/vouchers/validate',
  access: 'guest-or-member',
  schemas: async () => {
    const s = await schemas();
    return { body: s.voucherValidationSchema, response: s.voucherValidationAnswerSchema };
  },
});

/** The member's own vouchers of one section (active by default), in pages. */
export const memberVouchers = jsonEndpoint({
  name: 'vouchers.list',
  method: 'GET',
  path: '/users/vouchers.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { query: s.voucherListQuerySchema, response: s.voucherPageSchema };
  },
});

/** The vouchers page's intro: the groups and the featured public vouchers. */
export const voucherIntros = jsonEndpoint({
  name: 'vouchers.intros',
  method: 'GET',
  path: '/vouchers/intros.json',
  access: 'public',
  schemas: async () => ({ response: (await schemas()).voucherIntroAnswerSchema }),
});

/** Every active voucher group. */
export const voucherGroups = jsonEndpoint({
  name: 'vouchers.groups',
  method: 'GET',
  path: '/voucher_groups.json',
  access: 'public',
  schemas: async () => ({ response: (await schemas()).voucherGroupsAnswerSchema }),
});

/** One group with its public vouchers. */
export const voucherGroup = jsonEndpoint({
  name: 'vouchers.group',
  method: 'GET',
  path: '/voucher_groups/{id}.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.voucherGroupParamsSchema, response: s.voucherGroupAnswerSchema };
  },
});
