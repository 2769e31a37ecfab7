import { apiOriginOf } from '@/domain/environments/environment-api-origin';
import type { EnvironmentOption } from '@/domain/environments/environment-option';
import { siteEnvironmentId } from '@/lib/environment/site-environment';

/** The API an environment uses, as shown: its origin, or `own` (translated "this site") for the site's own. */
export function apiLabel(option: EnvironmentOption, own: string): string {
  return apiOriginOf(option, siteEnvironmentId) || own;
}
