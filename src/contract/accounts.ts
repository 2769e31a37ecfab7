import { z } from 'zod';
import { answerOf } from './answer';
import { LANGUAGES } from './envelope';
import { loyaltyProfileSchema } from './loyalty';
import { savedCardSchema } from './saved-cards';
import { refusal } from './refusal';

/**
 * Accounts (issue 12): sign-up, e-mail sign-in, the member's profile, sign-out, password reset and change,
 * the phone check. camelCase as both sides see them; the server validates bodies with these same schemas.
 */

/** Our own `provider` value in account calls: an e-mail and password account of this product. */
export const OWN_PROVIDER = 'hungrytable';
export const DEFAULT_CALLING_CODE = '+66';
/** Long enough to resist guessing; capped so hashing a huge input cannot be used to burn CPU. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A reset link works once, for this long. */
export const RESET_TOKEN_MINUTES = 30;

export const emailField = z
  .string({ error: refusal('emailRequired') })
  .trim()
  .min(1, refusal('emailRequired'))
  .max(254, refusal('emailInvalid', { value: '…' }))
  .pipe(z.email({ error: (issue) => refusal('emailInvalid', { value: String(issue.input) }) }))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: refusal('passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, refusal('passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, refusal('passwordTooLong', { max: PASSWORD_MAX_LENGTH }));

const nameField = z
  .string({ error: refusal('nameRequired') })
  .trim()
  .min(1, refusal('nameRequired'))
  .max(100, refusal('nameTooLong', { max: 100 }));

/** The national number as typed: spaces and dashes dropped, then 6–15 digits (a leading zero is fine). */
const phoneField = z
  .string()
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6,15}$/, refusal('phoneInvalid')));

const callingCodeField = z.string().trim().regex(/^\+\d{1,4}$/, refusal('callingCodeInvalid'));

/**
 * YYYY-MM-DD (the web client sends the profile's DD/MM/YYYY with dashes), a real day from 1900 on; the
 * server also refuses a day after today (it knows the time).
 */
const birthdayField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, refusal('birthdayInvalid'))
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value >= '1900-01-01';
  }, refusal('birthdayInvalid'));

const languageField = z.enum(LANGUAGES as readonly ['en', 'th']);

// ---------------------------------------------------------------------------------------------
// POST /users.json (sign-up)
// ---------------------------------------------------------------------------------------------

export const signUpRequestSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  phone: phoneField.nullish(),
  callingCode: callingCodeField.nullish(),
  /** Someone else's referral code. */
  rCode: z.string().trim().max(32).nullish(),
  /** Only our own provider today; social sign-up sends its provider, uid and token. */
  provider: z.string().trim().max(50).nullish(),
  uid: z.string().max(128).nullish(),
  accessToken: z.string().max(4096).nullish(),
  subscribeMarketingEmail: z.boolean().default(false),
  birthday: birthdayField.nullish(),
  /**
   * Bookings this device made as a guest (their public ids): those made with the same e-mail become the
   * new member's. Both must hold, so knowing an e-mail alone claims nothing.
   */
  guestBookingIds: z
    .array(z.union([z.string().max(100), z.number().int()]))
    .max(50)
    .default([]),
  language: languageField.nullish(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

// ---------------------------------------------------------------------------------------------
// POST /oauth/token.json (e-mail sign-in)
// ---------------------------------------------------------------------------------------------

export const signInRequestSchema = z.object({
  grantType: z.literal('password', { error: refusal('grantTypeUnsupported') }),
  /** The e-mail; not checked for shape, so a typo answers like any wrong pair. */
  username: z
    .string({ error: refusal('emailRequired') })
    .trim()
    .min(1, refusal('emailRequired'))
    .max(254)
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: refusal('passwordRequired') })
    .min(1, refusal('passwordRequired'))
    .max(PASSWORD_MAX_LENGTH, refusal('passwordTooLong', { max: PASSWORD_MAX_LENGTH })),
});

// ---------------------------------------------------------------------------------------------
// The member
// ---------------------------------------------------------------------------------------------

export const userProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  callingCode: z.string(),
  phoneVerified: z.boolean(),
  language: languageField,
  birthday: z.string().nullable(),
  subscribeMarketingEmail: z.boolean(),
  provider: z.string(),
  referralCode: z.string(),
  /** The avatar's URL (our image endpoint, resized), or null. */
  avatar: z.string().nullable(),
  /** A proven e-mail at the company's domain (STAFF_EMAIL_DOMAIN; src/domain/accounts/staff-email.ts). */
  isStaff: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Sign-up and sign-in answer the profile with the new session's token. */
export const signedInUserSchema = userProfileSchema.extend({ accessToken: z.string() });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** Sign-up also answers which of the device's guest bookings became the member's. */
export const signedUpUserSchema = signedInUserSchema.extend({ claimedBookingIds: z.array(z.string()) });
export type SignedUpUser = z.infer<typeof signedUpUserSchema>;

/** PUT /users.json: only the fields sent change; a changed phone is unverified again. */
export const updateProfileRequestSchema = z.object({
  name: nameField.optional(),
  phone: phoneField.nullish(),
  callingCode: callingCodeField.optional(),
  birthday: birthdayField.nullish(),
  language: languageField.optional(),
  subscribeMarketingEmail: z.boolean().optional(),
});

// ---------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------

export const passwordResetRequestSchema = z.object({ email: emailField });

/** The secret from the reset link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: refusal('resetTokenInvalid') }).min(1, refusal('resetTokenInvalid')).max(200, refusal('resetTokenInvalid')),
  password: passwordField,
});

export const passwordChangeRequestSchema = z.object({
  currentPassword: z
    .string({ error: refusal('passwordRequired') })
    .min(1, refusal('passwordRequired'))
    .max(PASSWORD_MAX_LENGTH, refusal('currentPasswordWrong')),
  password: passwordField,
});

// ---------------------------------------------------------------------------------------------
// GET /users/check_phone_number
// ---------------------------------------------------------------------------------------------

export const checkPhoneQuerySchema = z.object({
  uid: z.string({ error: refusal('invalidUid') }).trim().min(1, refusal('invalidUid')).max(128, refusal('invalidUid')),
  provider: z
    .string({ error: refusal('invalidProvider') })
    .trim()
    .min(1, refusal('invalidProvider'))
    .max(50, refusal('invalidProvider')),
});

// ---------------------------------------------------------------------------------------------
// Social sign-in (Firebase Authentication; paths in docs/decisions/0024-social-login-and-phone-verification.md)
// ---------------------------------------------------------------------------------------------

/** A Firebase ID token: the server verifies it and takes uid, provider and e-mail from it alone. */
const idTokenField = z
  .string({ error: refusal('socialTokenMissing') })
  .min(1, refusal('socialTokenMissing'))
  .max(8192, refusal('socialTokenMissing'));

/** Where the browser's Firebase Auth connects (null: social sign-in is not offered by this server). */
export const socialConfigSchema = z
  .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), emulatorUrl: z.string().nullable() })
  .nullable();
export type SocialConfig = z.infer<typeof socialConfigSchema>;

export const socialCheckRequestSchema = z.object({ idToken: idTokenField });

/** Whether the social account (the token's uid and provider) is a member, and whether it has a phone. */
export const socialCheckSchema = z.object({ registered: z.boolean(), hasNumber: z.boolean() });

/**
 * Social sign-up, which also signs in a social account that is already a member. `email` is used only
 * when the provider gave none; `phone` fills a member's missing number.
 */
export const socialSignUpRequestSchema = z.object({
  idToken: idTokenField,
  email: emailField.nullish(),
  name: nameField.nullish(),
  phone: phoneField.nullish(),
  callingCode: callingCodeField.nullish(),
  rCode: z.string().trim().max(32).nullish(),
  subscribeMarketingEmail: z.boolean().default(false),
  birthday: birthdayField.nullish(),
  guestBookingIds: z
    .array(z.union([z.string().max(100), z.number().int()]))
    .max(50)
    .default([]),
  language: languageField.nullish(),
});
export type SocialSignUpRequest = z.infer<typeof socialSignUpRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Phone verification (a one-time code to the member's phone)
// ---------------------------------------------------------------------------------------------

/** Where the code went and when another may be asked for. */
export const phoneCodeSentSchema = z.object({
  phone: z.string(),
  callingCode: z.string(),
  resendInSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

export const phoneCodeCheckSchema = z.object({
  code: z
    .string({ error: refusal('phoneCodeInvalid') })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, refusal('phoneCodeInvalid'))),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const signedInAnswerSchema = answerOf(signedInUserSchema);
export const signedUpAnswerSchema = answerOf(signedUpUserSchema);
export const profileAnswerSchema = answerOf(userProfileSchema);
/** GET /users.json: the profile with the member's points and loyalty standing. */
export const memberProfileSchema = userProfileSchema.extend({
  ...loyaltyProfileSchema.shape,
  /** The card step 5 starts with (config enableSaveCc); null when none is saved. */
  primaryCreditCard: savedCardSchema.nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileAnswerSchema = answerOf(memberProfileSchema);
export const emptyAnswerSchema = answerOf(z.null());
export const checkPhoneAnswerSchema = answerOf(z.object({ hasNumber: z.boolean() }));
export const socialCheckAnswerSchema = answerOf(socialCheckSchema);
export const socialConfigAnswerSchema = answerOf(socialConfigSchema);
export const phoneCodeSentAnswerSchema = answerOf(phoneCodeSentSchema);

/** A mail of the local mailbox (development runs only: GET /dev/mailbox.json). */
export const mailboxMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  /** 'email' or 'sms' (then `to` is the phone number and `subject` is empty). */
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type MailboxMail = z.infer<typeof mailboxMailSchema>;

// ---------------------------------------------------------------------------------------------
// Passkeys (WebAuthn): docs/decisions/0025-passkeys-member-booking.md
// ---------------------------------------------------------------------------------------------

/**
 * The browser's WebAuthn JSON travels as text, both ways: its keys (clientDataJSON, pubKeyCredParams …)
 * must reach the library byte for byte, and the wire's snake⇄camel conversion would rename them.
 */
const webauthnJson = z
  .string({ error: refusal('passkeyInvalid') })
  .min(2, refusal('passkeyInvalid'))
  .max(32_768, refusal('passkeyInvalid'));

export const passkeyOptionsSchema = z.object({ options: z.string() });
export const passkeyRegisterRequestSchema = z.object({
  credential: webauthnJson,
  name: z.string().trim().max(60, refusal('passkeyNameTooLong', { max: 60 })).nullish(),
});
export const passkeySignInRequestSchema = z.object({ credential: webauthnJson });

export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const passkeyOptionsAnswerSchema = answerOf(passkeyOptionsSchema);
export const passkeyAnswerSchema = answerOf(passkeySchema);
export const passkeyListAnswerSchema = answerOf(z.array(passkeySchema));
