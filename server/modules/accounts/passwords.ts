import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id PHC strings (the library's default algorithm; 19 MiB, 2 passes, one
 * lane: OWASP's first recommended setting). Hashing runs on libuv's thread pool, off the event loop.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

let decoy: Promise<string> | null = null;

/**
 * True when `password` matches `stored`. Without a stored hash (unknown e-mail, account without a
 * password) a decoy hash is checked all the same, so such a sign-in takes as long as a wrong password and
 * its timing does not tell which e-mails have accounts (tests/server/accounts/sign-in.test.ts).
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  const target = stored ?? (await decoy);
  try {
    const ok = await verify(target, password);
    return stored !== null && ok;
  } catch {
    // A stored value that is not a PHC string never matches.
    return false;
  }
}
