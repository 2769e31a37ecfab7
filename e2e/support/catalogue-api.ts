import { expect, type APIRequestContext } from '@playwright/test';

export type Lang = 'en' | 'th';

interface Card {
  name: string;
  slug: string;
  branch_id: number | null;
  primary_cuisine: { id: number; name: string } | null;
}

/** GET an /api/v5 path in a language and return its body (fails the test on an error answer). */
export async function apiGet<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const res = await request.get(`/api/v5${path}`, { headers: { 'X-HH-Language': lang } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** One page of a card list (featured.json, new_compact.json) as the wire has it. */
export async function cardPage(
  request: APIRequestContext,
  path: string,
  lang: Lang,
): Promise<{ cards: Card[]; total: number }> {
  const body = await apiGet<{ data: { attributes: Card }[]; meta: { total: number } }>(request, path, lang);
  return { cards: body.data.map((r) => r.attributes), total: body.meta.total };
}

export interface WireSection {
  title: string;
  section_type: string;
  view_all_path: string | null;
}

/** Bangkok's home sections (the body nests them once more: data.data). */
export async function homeSections(request: APIRequestContext, lang: Lang): Promise<WireSection[]> {
  const body = await apiGet<{ data: { data: { attributes: WireSection }[] } }>(request, '/homes/sections.json?city_id=1', lang);
  return body.data.data.map((s) => s.attributes);
}
