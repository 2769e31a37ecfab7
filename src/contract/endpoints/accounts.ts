import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';

/**
 * Accounts: sign-up, e-mail sign-in and sign-out, the member's profile, passwords and the phone check.
 * Paths the web client's API does not fix (sign-out, reset confirmation, password change, the local
 * mailbox) are chosen in docs/decisions/0023-accounts.md; social sign-in and phone verification in
 * docs/decisions/0024-social-login-and-phone-verification.md.
 */
const schemas = () => import('@/contract/accounts');

export const signUp = jsonEndpoint({
  name: 'accounts.signUp',
  method: 'POST',
  path: '/users.json',
  // Public: the body's `accessToken` is a social provider's token, never one of our sessions.
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { body: s.signUpRequestSchema, response: s.signedUpAnswerSchema };
  },
});

export const signIn = jsonEndpoint({
  name: 'accounts.signIn',
  method: 'POST',
  path: '/oauth/token.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { body: s.signInRequestSchema, response: s.signedInAnswerSchema };
  },
});

/** Ends the session the request came with (only that one). */
export const signOut = jsonEndpoint({
  name: 'accounts.signOut',
  method: 'DELETE',
  path: '/oauth/token.json',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).emptyAnswerSchema }),
});

export const profile = jsonEndpoint({
  name: 'accounts.profile',
  method: 'GET',
  path: '/users.json',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).memberProfileAnswerSchema }),
});

export const updateProfile = jsonEndpoint({
  name: 'accounts.updateProfile',
  method: 'PUT',
  path: '/users.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { body: s.updateProfileRequestSchema, response: s.profileAnswerSchema };
  },
});

/** Mails a reset link; answers the same whether or not the e-mail has an account. */
export const requestPasswordReset = jsonEndpoint({
  name: 'accounts.requestPasswordReset',
  method: 'POST',
  path: '/passwords/reset.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { body: s.passwordResetRequestSchema, response: s.emptyAnswerSchema };
  },
});

/** The reset link's secret and a new password; every session of the account ends. */
export const confirmPasswordReset = jsonEndpoint({
  name: 'accounts.confirmPasswordReset',
  method: 'PUT',
  path: '/passwords/reset.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { body: s.passwordResetConfirmSchema, response: s.emptyAnswerSchema };
  },
});

/** A signed-in member changes the password; every other session ends. */
export const changePassword = jsonEndpoint({
  name: 'accounts.changePassword',
  method: 'PUT',
  path: '/passwords.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { body: s.passwordChangeRequestSchema, response: s.emptyAnswerSchema };
  },
});

export const checkPhoneNumber = jsonEndpoint({
  name: 'accounts.checkPhoneNumber',
  method: 'GET',
  path: '/users/check_phone_number',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.checkPhoneQuerySchema, response: s.checkPhoneAnswerSchema };
  },
});

/** Where the browser's Firebase Auth connects; never cached (the local emulator's port changes per run). */
export const socialConfig = jsonEndpoint({
  name: 'accounts.socialConfig',
  method: 'GET',
  path: '/users/social/config.json',
  access: 'public',
  schemas: async () => ({ response: (await schemas()).socialConfigAnswerSchema }),
});

/** Social flow, step 3: is the ID token's account (uid and provider) a member, and has it a phone? */
export const socialCheck = jsonEndpoint({
  name: 'accounts.socialCheck',
  method: 'POST',
  path: '/users/social/check.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { body: s.socialCheckRequestSchema, response: s.socialCheckAnswerSchema };
  },
});

/** Social flow, step 5: signs up (or signs in) the ID token's account; answers a session like sign-in. */
export const socialSignUp = jsonEndpoint({
  name: 'accounts.socialSignUp',
  method: 'POST',
  path: '/users/social.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { body: s.socialSignUpRequestSchema, response: s.signedInAnswerSchema };
  },
});

/** Texts a new 6-digit code to the member's phone (through the outbox). */
export const sendPhoneCode = jsonEndpoint({
  name: 'accounts.sendPhoneCode',
  method: 'POST',
  path: '/users/phone_verification.json',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).phoneCodeSentAnswerSchema }),
});

/** Checks the typed code; right → the phone is verified and the profile answered. */
export const verifyPhoneCode = jsonEndpoint({
  name: 'accounts.verifyPhoneCode',
  method: 'PUT',
  path: '/users/phone_verification.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { body: s.phoneCodeCheckSchema, response: s.profileAnswerSchema };
  },
});

/**
 * The local mailbox (development and tests only; absent in production): what the server would have
 * mailed, newest first, as a page and as JSON (`?to=` filters by address).
 */
export const mailboxPage = rawEndpoint({ name: 'accounts.mailboxPage', method: 'GET', path: '/dev/mailbox' });
export const mailboxJson = rawEndpoint({ name: 'accounts.mailboxJson', method: 'GET', path: '/dev/mailbox.json' });

/**
 * Passkeys (docs/decisions/0025-passkeys-member-booking.md): a member asks for a challenge, the browser
 * makes a credential, the server checks and keeps its public key; signing in is the same with a
 * challenge anyone may ask for. Options and credentials are WebAuthn's own JSON, as text.
 */
export const passkeyRegistrationOptions = jsonEndpoint({
  name: 'accounts.passkeyRegistrationOptions',
  method: 'POST',
  path: '/passkeys/registration_options.json',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).passkeyOptionsAnswerSchema }),
});

export const addPasskey = jsonEndpoint({
  name: 'accounts.addPasskey',
  method: 'POST',
  path: '/passkeys.json',
  access: 'member',
  maxBodyBytes: 48 * 1024,
  schemas: async () => {
    const s = await schemas();
    return { body: s.passkeyRegisterRequestSchema, response: s.passkeyAnswerSchema };
  },
});

export const passkeys = jsonEndpoint({
  name: 'accounts.passkeys',
  method: 'GET',
  path: '/passkeys.json',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).passkeyListAnswerSchema }),
});

export const removePasskey = jsonEndpoint({
  name: 'accounts.removePasskey',
  method: 'DELETE',
  path: '/passkeys/{id}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.passkeyIdParamsSchema, response: s.emptyAnswerSchema };
  },
});

export const passkeySignInOptions = jsonEndpoint({
  name: 'accounts.passkeySignInOptions',
  method: 'POST',
  path: '/passkeys/sign_in_options.json',
  access: 'public',
  schemas: async () => ({ response: (await schemas()).passkeyOptionsAnswerSchema }),
});

export const passkeySignIn = jsonEndpoint({
  name: 'accounts.passkeySignIn',
  method: 'POST',
  path: '/passkeys/sign_in.json',
  access: 'public',
  maxBodyBytes: 48 * 1024,
  schemas: async () => {
    const s = await schemas();
    return { body: s.passkeySignInRequestSchema, response: s.signedInAnswerSchema };
  },
});
