import { isProductionEnvironment } from '@/domain/environments/environment-api-origin';
import { OWN_ENVIRONMENT_ID } from '@/domain/environments/environment-option';

/**
 * Which environment this build is: VITE_SITE_ENVIRONMENT (default production). On production, only staff
 * may choose another. Apart from the list of environments (environment-config.ts), so a page that never
 * needs the list does not load it (decision 0068).
 */
export const siteEnvironmentId: string =
  (import.meta.env.VITE_SITE_ENVIRONMENT as string | undefined)?.trim().toLowerCase() || 'production';

export const siteIsProduction: boolean = isProductionEnvironment(OWN_ENVIRONMENT_ID, siteEnvironmentId);
