import { realtimeAdminSecret } from '../../realtime/start-realtime';

/**
 * The secret of the restaurant's completion step: OPERATOR_SECRET when set (at least 32 characters, else
 * the step stays off); in production nothing else; locally the data directory's admin secret, the one the
 * journeys' realtime admin already reads (e2e/support/realtime-admin.ts), so there is one operator
 * credential per data directory and never a constant.
 */
export function operatorSecretFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.OPERATOR_SECRET?.trim();
  if (configured) return configured.length >= 32 ? configured : null;
  if (env.NODE_ENV === 'production') return null;
  return realtimeAdminSecret(dataDir);
}
