import type { ServerConfig } from '../context';
import { startAuthEmulator } from './auth-emulator';
import { createIdTokenVerifier, type IdTokenVerifier } from './id-token-verifier';

export interface SocialAuthSetup {
  /** What config.json tells the PWA (null: social sign-in is not offered). */
  client: NonNullable<ServerConfig['socialAuth']> | null;
  verifier?: IdTokenVerifier;
  /** Resolves when sign-in can work (the local emulator answers). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

const nothing = (): Promise<void> => Promise.resolve();

/**
 * Social sign-in's Firebase project (README "Configure"): FIREBASE_PROJECT_ID with FIREBASE_API_KEY (and
 * FIREBASE_AUTH_DOMAIN, default <project>.firebaseapp.com) in production; otherwise, unless
 * AUTH_EMULATOR=0 or NODE_ENV=production, the local Auth emulator on a free loopback port, so a fresh
 * clone signs in with Google offline.
 */
export async function startSocialAuth(env: NodeJS.ProcessEnv = process.env): Promise<SocialAuthSetup> {
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  const apiKey = env.FIREBASE_API_KEY?.trim();
  if (projectId && apiKey) {
    return {
      client: {
        apiKey,
        authDomain: env.FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
        projectId,
        emulatorUrl: null,
      },
      verifier: createIdTokenVerifier(projectId),
      ready: Promise.resolve(),
      close: nothing,
    };
  }
  if (env.AUTH_EMULATOR === '0' || env.NODE_ENV === 'production') {
    return { client: null, ready: Promise.resolve(), close: nothing };
  }
  const emulator = await startAuthEmulator();
  return {
    client: {
      // The emulator takes any key; the SDK only needs one to be present.
      apiKey: 'local-emulator-key',
      authDomain: '127.0.0.1',
      projectId: emulator.projectId,
      emulatorUrl: emulator.url,
    },
    verifier: createIdTokenVerifier(emulator.projectId),
    ready: emulator.ready,
    close: emulator.close,
  };
}
