import { DEFAULT_SUGGESTION_LIMIT, MAX_SUGGESTION_LIMIT, type SuggestionQuery } from '@/contract/suggestions';
import { BadRequestError } from '../../http/respond';
import { DEFAULT_CITY_ID } from './config-constants';
import { optionalPositiveInt, single, type RawQuery } from './query-params';

/** name_like (required, ≤ 100 characters), city_id (default 1), limit per section (default 20, ≤ 50). */
export function parseSuggestionQuery(raw: RawQuery): SuggestionQuery {
  const nameLike = single(raw, 'name_like')?.trim() ?? '';
  if (nameLike === '') throw new BadRequestError('nameLike is required', { nameLike: 'required' });
  if (nameLike.length > 100) {
    throw new BadRequestError('nameLike must be at most 100 characters', { nameLike: 'invalid' });
  }
  const limit = optionalPositiveInt(raw, 'limit', 'limit') ?? DEFAULT_SUGGESTION_LIMIT;
  if (limit > MAX_SUGGESTION_LIMIT) {
    throw new BadRequestError(`limit must be at most ${MAX_SUGGESTION_LIMIT}`, { limit: 'invalid' });
  }
  return { nameLike, cityId: optionalPositiveInt(raw, 'city_id', 'cityId') ?? DEFAULT_CITY_ID, limit };
}
