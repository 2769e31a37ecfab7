import type * as AuthSdkModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import type { SocialConfig } from '@/contract/accounts';
import type { SocialProvider } from '@/domain/accounts/social-provider';

/** What a social sign-in returns (the provider's profile and the Firebase ID token the server verifies). */
export interface SocialProfile {
  email: string | null;
  token: string;
  id: string;
  provider: SocialProvider;
  name: string | null;
}

type AuthSdk = typeof AuthSdkModule;
interface Loaded {
  auth: Auth;
  sdk: AuthSdk;
}

let loading: { key: string; promise: Promise<Loaded> } | null = null;

/**
 * Locally the Auth emulator's popup and relay iframe need `gapi.iframes`, which normally comes from
 * apis.google.com; the emulator's process serves a stand-in, loaded here before the popup opens, so the
 * local run works offline. Production loads nothing here (the SDK fetches Google's own).
 */
function loadGapiStandIn(emulatorUrl: string): Promise<void> {
  const w = window as unknown as { gapi?: { iframes?: unknown } };
  if (w.gapi?.iframes) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('/__local/gapi.js', emulatorUrl).toString();
    script.onload = () => resolve();
    script.onerror = () => reject(Object.assign(new Error('gapi'), { code: 'auth/network-request-failed' }));
    document.head.appendChild(script);
  });
}

/**
 * Firebase Auth for the server's project (GET /users/social/config.json), loaded on first use so it never
 * weighs on the first page. Call it when a sign-in screen opens: the popup must then open straight from
 * the click, or the browser blocks it.
 */
export function prepareSocialAuth(config: NonNullable<SocialConfig>): Promise<Loaded> {
  const key = `${config.projectId}|${config.emulatorUrl ?? ''}`;
  if (loading?.key === key) return loading.promise;
  const promise = (async () => {
    const [{ initializeApp, getApps }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    if (config.emulatorUrl) await loadGapiStandIn(config.emulatorUrl);
    const name = `hh-auth-${key}`;
    const app =
      getApps().find((a) => a.name === name) ??
      initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, name);
    const auth = sdk.initializeAuth(app, {
      persistence: sdk.inMemoryPersistence,
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  })();
  loading = { key, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}

/**
 * Step 1 of the social flow: the provider's popup. Rejects with the SDK's error (its `code` says what
 * happened: src/domain/accounts/social-auth-error.ts). Firebase keeps nothing on the device
 * (in-memory persistence): our own session is the one that counts.
 */
export async function signInWithProviderPopup(loaded: Loaded, provider: SocialProvider): Promise<SocialProfile> {
  const { auth, sdk } = loaded;
  const authProvider = provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider();
  authProvider.addScope('email');
  const result = await sdk.signInWithPopup(auth, authProvider);
  const token = await result.user.getIdToken();
  const email = result.user.email ?? result.user.providerData.find((p) => p.email)?.email ?? null;
  const profile: SocialProfile = { email, token, id: result.user.uid, provider, name: result.user.displayName };
  await sdk.signOut(auth);
  return profile;
}
