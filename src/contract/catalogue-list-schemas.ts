/**
 * The schemas of the catalogue's list calls (endpoints/catalogue-lists.ts and catalogue-pages.ts), loaded
 * with the first call that checks one.
 */
export const listSchemas = async () => {
  const [queries, listings, search, suggestions, answer, refusal] = await Promise.all([
    import('@/contract/catalogue-queries'),
    import('@/contract/listings'),
    import('@/contract/search'),
    import('@/contract/suggestions'),
    import('@/contract/answer'),
    import('@/contract/refusal'),
  ]);
  return { ...queries, ...listings, ...search, ...suggestions, ...answer, ...refusal };
};
