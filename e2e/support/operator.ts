import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { REALTIME_SECRET_FILE } from '../../server/realtime/start-realtime';

/**
 * The restaurant's step for journeys: the diner came, the visit is complete. The e2e server's operator
 * secret is its data directory's admin secret (server/modules/loyalty/operator-secret.ts), read here as the
 * realtime admin reads it.
 */
export async function completeVisit(request: APIRequestContext, encryptedId: string): Promise<{ earnedPoints: number }> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const secret = readFileSync(path.join(dataDir, REALTIME_SECRET_FILE), 'utf8').trim();
  const res = await request.post(`/api/v5/operator/reservations/${encryptedId}/complete.json`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { earnedPoints: number } }).data;
}
