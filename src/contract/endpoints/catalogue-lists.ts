import { listSchemas } from '@/contract/catalogue-list-schemas';
import { publicReads } from '@/contract/endpoint';

/**
 * The calls of the home's lists and the header's suggestions: what the first bundle needs. Every other
 * catalogue page's call is in catalogue-pages.ts, so it stays in that page's chunk (decision 0064).
 */
const read = publicReads('catalogue', listSchemas);

export const suggestions = /* @__PURE__ */ read('suggestions', '/restaurants/suggestions.json', (s) => ({
  query: s.suggestionQuerySchema,
  response: s.answerOf(s.suggestionsSchema),
}));

export const featured = /* @__PURE__ */ read('featured', '/restaurants/featured.json', (s) => ({
  query: s.featuredQuerySchema,
  response: s.cardPageSchema,
}));

export const newCompact = /* @__PURE__ */ read('newCompact', '/restaurants/new_compact.json', (s) => ({
  query: s.newCompactQuerySchema,
  response: s.cardPageSchema,
}));

export const promotions = /* @__PURE__ */ read('promotions', '/promotions.json', (s) => ({
  query: s.cityIdQuerySchema,
  response: s.answerOf(s.promotionsDataSchema),
}));
