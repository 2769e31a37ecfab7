import { Hono } from 'hono';
import * as accounts from '@/contract/endpoints/accounts';
import type { AppEnv, ServerContext } from '../../context';
import { mount } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import { ACCOUNT_LIMITS } from './account-limits';
import {
  changePassword,
  getProfile,
  hasPhoneNumber,
  signIn,
  signOut,
  signUp,
  updateProfile,
} from './account-service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { multipartProfileUpdate } from './profile-multipart';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from './passkey-service';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification';
import { checkSocialAccount, socialSignUp } from './social-sign-in';

/**
 * Sign-up, sign-in and sign-out, the profile, passwords and the phone check (docs/decisions/0023-accounts.md).
 * Each action that could be abused is counted per client and per address by its guard, before any work;
 * the services count per account once they know the e-mail (ACCOUNT_LIMITS).
 */
export function createAccountRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = (what: keyof typeof ACCOUNT_LIMITS) => limitsGuard(ctx, `account.${what}`, ACCOUNT_LIMITS[what]);

  mount(
    app,
    ctx,
    accounts.signUp,
    async ({ body, lang, say }) => {
      const user = await signUp(ctx, body, lang);
      return { data: user, message: say('signedUp', { name: user.name }) };
    },
    { guard: guard('signUp') },
  );

  mount(
    app,
    ctx,
    accounts.signIn,
    async ({ body, say }) => {
      const user = await signIn(ctx, body.username, body.password);
      return { data: user, message: say('signedIn', { name: user.name }) };
    },
    { guard: guard('signIn') },
  );

  mount(app, ctx, accounts.signOut, async ({ user, say }) => {
    await signOut(ctx, user);
    return { data: null, message: say('signedOut') };
  });

  mount(app, ctx, accounts.profile, async ({ user, lang }) => ({ data: await getProfile(ctx, user, lang) }));

  // The web client's multipart form (with an avatar) is answered by this middleware, in front of the
  // endpoint; JSON goes on to the endpoint's one mount below (tests/server/http/endpoint-list.test.ts).
  const [limitMultipart, answerMultipart] = multipartProfileUpdate(ctx);
  app.use('/users.json', limitMultipart, answerMultipart);
  mount(app, ctx, accounts.updateProfile, async ({ user, body, say }) => ({
    data: await updateProfile(ctx, user, body),
    message: say('profileUpdated'),
  }));

  mount(
    app,
    ctx,
    accounts.requestPasswordReset,
    async ({ body, lang, say }) => {
      await requestPasswordReset(ctx, body.email, lang);
      return { data: null, message: say('resetMailSent', { email: body.email }) };
    },
    { guard: guard('resetRequest') },
  );

  mount(
    app,
    ctx,
    accounts.confirmPasswordReset,
    async ({ body, say }) => {
      await confirmPasswordReset(ctx, body.token, body.password);
      return { data: null, message: say('passwordReset') };
    },
    { guard: guard('resetConfirm') },
  );

  mount(
    app,
    ctx,
    accounts.changePassword,
    async ({ user, body, say }) => {
      await changePassword(ctx, user, body.currentPassword, body.password);
      return { data: null, message: say('passwordChanged') };
    },
    { guard: guard('passwordChange') },
  );

  mount(
    app,
    ctx,
    accounts.checkPhoneNumber,
    async ({ query }) => ({ data: { hasNumber: await hasPhoneNumber(ctx, query.uid, query.provider) } }),
    { guard: guard('checkPhone') },
  );

  // Passkeys (docs/decisions/0025-passkeys-member-booking.md).
  mount(
    app,
    ctx,
    accounts.passkeyRegistrationOptions,
    async ({ user }) => ({ data: { options: await registrationOptions(ctx, user) } }),
    { guard: guard('passkeyOptions') },
  );
  mount(
    app,
    ctx,
    accounts.addPasskey,
    async ({ user, body, say }) => ({
      data: await addPasskey(ctx, user, body.credential, body.name),
      message: say('passkeyAdded'),
    }),
    { guard: guard('passkeyAdd') },
  );
  mount(app, ctx, accounts.passkeys, async ({ user }) => ({ data: await listPasskeys(ctx, user) }));
  mount(app, ctx, accounts.removePasskey, async ({ user, params }) => {
    await removePasskey(ctx, user, params.id);
    return { data: null };
  });
  mount(
    app,
    ctx,
    accounts.passkeySignInOptions,
    async () => ({ data: { options: await signInOptions(ctx) } }),
    { guard: guard('passkeyOptions') },
  );
  mount(
    app,
    ctx,
    accounts.passkeySignIn,
    async ({ body, say }) => {
      const user = await signInWithPasskey(ctx, body.credential);
      return { data: user, message: say('signedIn', { name: user.name }) };
    },
    { guard: guard('passkeySignIn') },
  );

  mount(app, ctx, accounts.socialConfig, ({ c }) => {
    c.header('Cache-Control', 'no-store');
    return Promise.resolve({ data: ctx.config.socialAuth ?? null });
  });

  mount(
    app,
    ctx,
    accounts.socialCheck,
    async ({ body }) => ({ data: await checkSocialAccount(ctx, body.idToken) }),
    { guard: guard('socialCheck') },
  );

  mount(
    app,
    ctx,
    accounts.socialSignUp,
    async ({ body, lang, say }) => {
      const user = await socialSignUp(ctx, body, lang);
      return { data: user, message: say('signedIn', { name: user.name }) };
    },
    { guard: guard('socialSignUp') },
  );

  mount(
    app,
    ctx,
    accounts.sendPhoneCode,
    async ({ user, lang, say }) => {
      const sent = await sendPhoneCode(ctx, user, lang);
      return { data: sent, message: say('phoneCodeSent', { phone: sent.phone }) };
    },
    { guard: guard('phoneCodeSend') },
  );

  mount(
    app,
    ctx,
    accounts.verifyPhoneCode,
    async ({ user, body, say }) => ({ data: await verifyPhoneCode(ctx, user, body.code), message: say('phoneVerified') }),
    { guard: guard('phoneCodeCheck') },
  );
  return app;
}
