import type { Workbox } from 'workbox-window';
import { patchSignals } from '@/lib/app-signals';
import { whenReloadAllowed } from '@/lib/pwa/reload-guard';

/** The part of workbox-window's Workbox the update flow uses (a fake in tests). */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'update'>;

export interface UpdateFlowDeps {
  reload: () => void;
  /** How long to wait for a newer worker after asking for one, before reloading anyway. */
  updateWaitMs?: number;
}

interface UpdateFlow {
  applyUpdate: () => Promise<void>;
}

let flow: UpdateFlow | null = null;

/**
 * The prompt update lifecycle (vite-plugin-pwa registerType 'prompt'): a new worker that installs and
 * waits raises `updateAvailable` (the shell's refresh banner); `applyUpdate()` (the banner's refresh)
 * tells it to skip waiting and reloads once it controls the page. The reload waits while the reload
 * guard is blocked (a booking in progress); the banner stays meanwhile.
 */
export function attachUpdateFlow(wb: WorkboxLike, deps: UpdateFlowDeps): UpdateFlow {
  const updateWaitMs = deps.updateWaitMs ?? 10_000;
  let waiting = false;
  let applying = false;
  let reloaded = false;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

  const reloadOnce = (): void => {
    if (reloaded) return;
    reloaded = true;
    clearTimeout(fallbackTimer);
    deps.reload();
  };

  const skipWaiting = (): void => {
    // 'controlling' fires when the new worker took over this page: then the new assets are served.
    wb.addEventListener('controlling', reloadOnce);
    wb.messageSkipWaiting();
  };

  wb.addEventListener('waiting', () => {
    waiting = true;
    patchSignals({ updateAvailable: true });
    if (applying) skipWaiting();
  });

  const applyUpdate = async (): Promise<void> => {
    if (applying) return;
    await whenReloadAllowed();
    applying = true;
    if (waiting) {
      skipWaiting();
      return;
    }
    // The banner came from the realtime version check and the browser has not fetched the new worker yet:
    // ask for it; the 'waiting' handler above continues. Reload anyway if none turns up.
    fallbackTimer = setTimeout(reloadOnce, updateWaitMs);
    try {
      await wb.update();
    } catch {
      reloadOnce();
    }
  };

  return { applyUpdate };
}

/** Registers /sw.js in production builds (dev has no worker: devOptions disabled). Call once at start. */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { type: 'module' });
  flow = attachUpdateFlow(wb, { reload: () => window.location.reload() });
  await wb.register();
}

/** The refresh banner's action. Without a registered worker (dev, unsupported) it is a plain reload. */
export async function applyUpdate(): Promise<void> {
  if (flow) return flow.applyUpdate();
  await whenReloadAllowed();
  window.location.reload();
}
