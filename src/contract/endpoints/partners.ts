import { jsonEndpoint } from '@/contract/endpoint';

/** Partner modes (docs/decisions/0039-partner-modes.md). */
const schemas = () => import('@/contract/partners');

/** One partner's shell settings (header, logo, colours, layout, feature switches), by its name. */
export const partner = jsonEndpoint({
  name: 'partners.show',
  method: 'GET',
  path: '/partners/{name}.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.partnerParamsSchema, response: s.partnerAnswerSchema };
  },
});

/**
 * Who a tag-based partner's user is, asked of the partner with the token it passed us. POST so the token
 * travels in the body, out of addresses and logs.
 */
export const partnerUserInfo = jsonEndpoint({
  name: 'partners.userInfo',
  method: 'POST',
  path: '/partners/{name}/user_info.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.partnerParamsSchema, body: s.partnerUserInfoBodySchema, response: s.partnerUserInfoAnswerSchema };
  },
});
