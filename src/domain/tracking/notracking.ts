/**
 * `notracking=true` in the landing URL turns tracking off for the whole visit
 * (tests/domain/tracking/notracking.test.ts): exactly the word true, as the links that carry it write it.
 */
export function notrackingRequested(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.getAll('notracking').some((value) => value.trim().toLowerCase() === 'true');
}
