import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { configSchema, type AppConfig } from '@/contract/config';
import { API_MINOR_VERSION } from '@/contract/envelope';

/** GET /config.json: which payment provider, the PromptPay countdown, the save-card flag. */
export async function fetchPaymentConfig(signal?: AbortSignal): Promise<AppConfig> {
  const result = await api.get<unknown>('/config.json', { signal, query: { apiMinorVersion: API_MINOR_VERSION } });
  const parsed = result.success ? configSchema.safeParse(result.data) : null;
  if (!parsed?.success) throw new ApiError('refused', result.message || i18n._(msg`failed get config`), result.httpStatus);
  return parsed.data;
}
