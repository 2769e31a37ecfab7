import { cookieMaxAgeSeconds, TRACKING_PARAMS, type TrackingParam } from '@/domain/tracking/cookie-lifetimes';

/** One tracking cookie under the parameter's own name, living as long as its kind does. */
export function writeTrackingCookie(name: TrackingParam, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${cookieMaxAgeSeconds(name)}; Path=/; SameSite=Lax${secure}`;
}

/** A cookie's value, or null (also for a value that cannot be decoded). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function readTrackingCookies(): Partial<Record<TrackingParam, string>> {
  const kept: Partial<Record<TrackingParam, string>> = {};
  for (const name of TRACKING_PARAMS) {
    const value = readCookie(name);
    if (value) kept[name] = value;
  }
  return kept;
}

/** Removes every tracking cookie (the visitor refused). */
export function clearTrackingCookies(): void {
  for (const name of TRACKING_PARAMS) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
