/**
 * Read rules for the local realtime database, in Firebase's rules language (targaryen evaluates them). A
 * client may read one record whose key it knows, never list a parent
 * (tests/server/realtime/realtime.test.ts). Writes are not a rules matter locally: only the server's admin
 * connection may write (see local-server.ts).
 */
export const READABLE_COLLECTIONS = ['reservations', 'voucher_transactions', 'ticket_transactions'] as const;

export function realtimeRules(): { rules: Record<string, unknown> } {
  const rules: Record<string, unknown> = {
    '.read': false,
    '.write': true,
    versionchecker: { '.read': true },
  };
  for (const name of READABLE_COLLECTIONS) rules[name] = { $key: { '.read': true } };
  return { rules };
}
