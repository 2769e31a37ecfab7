import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { socialProviderOf, type SocialProvider } from '@/domain/accounts/social-provider';

/** What a verified Firebase ID token says about the person (nothing else from the client is trusted). */
export interface SocialIdentity {
  uid: string;
  provider: SocialProvider;
  email: string | null;
  /** The provider vouches for the e-mail (Google does; Facebook may not). */
  emailVerified: boolean;
  name: string | null;
}

export interface IdTokenVerifier {
  /** The identity in a valid, unexpired token of our project; null for anything else. */
  verify: (idToken: string) => Promise<SocialIdentity | null>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin for one project. In production the token's signature
 * is checked against Google's keys; against the local Auth emulator (FIREBASE_AUTH_EMULATOR_HOST set
 * by server/auth/auth-emulator.ts) firebase-admin accepts the emulator's unsigned tokens, and only
 * there. A token of another sign-in method than the providers we offer is refused.
 */
export function createIdTokenVerifier(projectId: string): IdTokenVerifier {
  const name = `hh-auth-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        const provider = socialProviderOf(decoded.firebase.sign_in_provider);
        if (!provider) return null;
        const name = typeof decoded.name === 'string' && decoded.name.trim() !== '' ? decoded.name.trim() : null;
        return {
          uid: decoded.uid,
          provider,
          email: decoded.email?.toLowerCase() ?? null,
          emailVerified: decoded.email_verified === true,
          name,
        };
      } catch {
        return null;
      }
    },
  };
}
