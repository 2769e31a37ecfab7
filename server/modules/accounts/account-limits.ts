import { createHash } from 'node:crypto';
import type { ServerContext } from '../../context';
import { hitLimits } from '../../http/rate-limit';

/**
 * How often one client (device or member) and one address may try each account action, and how often
 * one account may be the target, per window. Per account stops guessing one member's password from many
 * addresses; per address stops one machine trying many accounts; per client is the tighter of the two
 * for one browser. A person who forgets a password a few times never meets them.
 */
export const ACCOUNT_LIMITS = {
  signIn: { perClient: 20, perAddress: 100, perAccount: 10, windowSeconds: 15 * 60 },
  signUp: { perClient: 5, perAddress: 30, perAccount: 5, windowSeconds: 60 * 60 },
  resetRequest: { perClient: 5, perAddress: 30, perAccount: 3, windowSeconds: 60 * 60 },
  resetConfirm: { perClient: 10, perAddress: 50, windowSeconds: 15 * 60 },
  passwordChange: { perClient: 10, perAddress: 50, perAccount: 10, windowSeconds: 15 * 60 },
  checkPhone: { perClient: 30, perAddress: 120, windowSeconds: 10 * 60 },
  // Each options call writes a challenge row: counted so nobody can fill the table.
  passkeyOptions: { perClient: 30, perAddress: 150, windowSeconds: 15 * 60 },
  passkeySignIn: { perClient: 20, perAddress: 100, windowSeconds: 15 * 60 },
  passkeyAdd: { perClient: 10, perAddress: 50, windowSeconds: 15 * 60 },
  // A text message costs money: few per account; the 60-second resend throttle is on top.
  phoneCodeSend: { perClient: 10, perAddress: 30, perAccount: 5, windowSeconds: 60 * 60 },
  // Each code has 5 tries; this caps how many codes' worth one account can try in a window.
  phoneCodeCheck: { perClient: 20, perAddress: 60, perAccount: 15, windowSeconds: 15 * 60 },
  socialCheck: { perClient: 30, perAddress: 120, windowSeconds: 10 * 60 },
  socialSignUp: { perClient: 10, perAddress: 60, perAccount: 10, windowSeconds: 15 * 60 },
} as const;

/** The bucket key of an e-mail: hashed, so the counters table holds no address. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
}

/** Counts one attempt against one account (429 'Too many request' with Retry-After when over). */
export function hitAccountLimit(
  ctx: ServerContext,
  what: keyof typeof ACCOUNT_LIMITS,
  email: string,
): Promise<void> {
  const rule = ACCOUNT_LIMITS[what];
  if (!('perAccount' in rule)) return Promise.resolve();
  return hitLimits(ctx, [
    { bucket: `${what}:account:${accountKey(email)}`, limit: rule.perAccount, windowSeconds: rule.windowSeconds },
  ]);
}
