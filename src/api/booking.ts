import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { diningOccasionSchema, type DiningOccasion } from '@/contract/listings';

/** GET /dining_occasions.json */
export async function fetchDiningOccasions(signal?: AbortSignal): Promise<DiningOccasion[]> {
  const result = await api.get<unknown>('/dining_occasions.json', { signal });
  if (!result.success) throw new ApiError('refused', result.message || i18n._(msg`Unknown Error`), result.httpStatus);
  const data = Array.isArray(result.data) ? result.data : [];
  return data.map((item: unknown) =>
    diningOccasionSchema.parse(item && typeof item === 'object' && 'attributes' in item ? (item).attributes : item),
  );
}

