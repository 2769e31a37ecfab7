/**
 * Slug helper (tests/domain/text/slug.test.ts): lowercase, trim, remove non-word characters, collapse runs of
 * spaces, underscores and hyphens into one hyphen. Leading/trailing hyphens are dropped so a slug never
 * starts or ends with one. "Word" is ASCII [A-Za-z0-9_] as in the original rule, so Thai letters are removed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
