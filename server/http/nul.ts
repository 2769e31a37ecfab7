/**
 * PostgreSQL text cannot hold U+0000: a string with one fails its query. Such input is a client's
 * mistake or a probe, never data, so it is refused before any query: by mount() for every request's
 * path, query and JSON body, and by the webhook handler for a gateway's event (a signed body may carry
 * one too). Keys count as well as values. Iterative: safe on input of any depth.
 */
export function containsNul(values: readonly unknown[]): boolean {
  const stack = [...values];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
