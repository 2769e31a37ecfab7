import {
  PARTNER_LAYOUTS,
  PARTNER_NAME_PATTERN,
  PARTNER_TOKEN_PATTERN,
  type PartnerLayout,
} from '@/contract/partner-constants';

/** What the query asks of partner mode: the partner's name, its user's token and a layout. */
export interface PartnerRequest {
  name: string;
  token: string | null;
  layout: PartnerLayout | null;
}

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * Reads `partner`, `token` and `layout` from a page's query (tests/domain/partners/partner-query.test.ts).
 * No valid `partner`: no request (a token or layout alone means nothing). A malformed token or an unknown
 * layout is dropped, not the partner: the partner's own defaults apply.
 */
export function readPartnerQuery(search: Readonly<Record<string, unknown>>): PartnerRequest | null {
  const name = text(search.partner)?.toLowerCase() ?? '';
  if (!PARTNER_NAME_PATTERN.test(name)) return null;
  const token = text(search.token);
  const layout = text(search.layout)?.toLowerCase();
  return {
    name,
    token: token && PARTNER_TOKEN_PATTERN.test(token) ? token : null,
    layout: PARTNER_LAYOUTS.find((l) => l === layout) ?? null,
  };
}

/**
 * The request partner mode runs with after a navigation: a page whose query names a partner starts (or
 * switches to) that partner; a page without one keeps the mode already running, so it survives moving
 * around and reloading. The same partner named again without a token keeps the token it had.
 */
export function nextPartnerRequest(
  running: PartnerRequest | null,
  fromQuery: PartnerRequest | null,
): PartnerRequest | null {
  if (!fromQuery) return running;
  if (running && running.name === fromQuery.name) {
    return {
      name: fromQuery.name,
      token: fromQuery.token ?? running.token,
      layout: fromQuery.layout ?? running.layout,
    };
  }
  return fromQuery;
}
