import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { API_MINOR_VERSION, type Language } from '@/contract/envelope';
import { config } from '@/contract/endpoints/catalogue';

/**
 * GET /config.json under one key for every screen that reads it (the home, search, step 5's payment
 * provider): one request per language. The key starts with 'catalogue', so it persists to IndexedDB
 * (src/lib/query/persist-policy.ts) and the home renders offline.
 */
export const configKey = (lang: Language) => ['catalogue', 'config', lang] as const;

export const configQuery = (lang: Language) =>
  queryOptions({
    queryKey: configKey(lang),
    queryFn: async ({ signal }) =>
      (await call(config, { query: { apiMinorVersion: API_MINOR_VERSION }, signal, fallback: () => i18n._(msg`failed get config`) }))
        .data,
    staleTime: 10 * 60_000,
  });
