import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@/contract/envelope';
import { PAINT_STATE_ELEMENT_ID } from '@/contract/server-paint';
import type { Device } from '@/domain/shell/breakpoints';
import { isLanguage } from '@/domain/i18n/language';

export interface PaintedPage {
  language: Language;
  device: Device;
  time: number;
  cache: DehydratedState;
}

const DEVICES: readonly string[] = ['phone', 'tablet', 'desktop', 'large-desktop'] satisfies Device[];

/**
 * The server's paint of this page (decision 0059): what it was drawn from, or null when the HTML carries
 * none or an unreadable one (the page is then rendered as if unpainted). tests/app/painted-page.test.ts.
 */
export function readPaintedPage(doc: Document): PaintedPage | null {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(PAINT_STATE_ELEMENT_ID)?.textContent ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { language, device, time, cache } = parsed as Record<string, unknown>;
    if (!isLanguage(language) || typeof device !== 'string' || !DEVICES.includes(device)) return null;
    if (typeof time !== 'number' || !Number.isFinite(time)) return null;
    if (!cache || typeof cache !== 'object' || !Array.isArray((cache as { queries?: unknown }).queries)) return null;
    return { language, device: device as Device, time, cache: cache as DehydratedState };
  } catch {
    return null;
  }
}

/** The painted #root waits `inert` and hidden from assistive technology; React's first commit frees it. */
export function releasePaint(root: HTMLElement): void {
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
}
