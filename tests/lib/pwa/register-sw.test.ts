import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appSignals } from '@/lib/app-signals';
import { attachUpdateFlow, type WorkboxLike } from '@/lib/pwa/register-sw';
import { blockReload, unblockReload } from '@/lib/pwa/reload-guard';

function fakeWorkbox() {
  const listeners = new Map<string, Array<() => void>>();
  const wb = {
    addEventListener: vi.fn((type: string, fn: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), fn]);
    }),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(() => Promise.resolve()),
  };
  const emit = (type: string) => (listeners.get(type) ?? []).forEach((fn) => fn());
  return { wb: wb as unknown as WorkboxLike, raw: wb, emit };
}

beforeEach(() => appSignals.set((s) => ({ ...s, updateAvailable: false })));

describe('service worker update flow', () => {
  it('a waiting worker raises updateAvailable; applying skips waiting and reloads once it controls', async () => {
    const { wb, raw, emit } = fakeWorkbox();
    const reload = vi.fn();
    const flow = attachUpdateFlow(wb, { reload });
    emit('waiting');
    expect(appSignals.get().updateAvailable).toBe(true);
    await flow.applyUpdate();
    expect(raw.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits while a booking blocks reloads', async () => {
    const { wb, raw, emit } = fakeWorkbox();
    const reload = vi.fn();
    const flow = attachUpdateFlow(wb, { reload });
    emit('waiting');
    blockReload('booking');
    const applying = flow.applyUpdate();
    await Promise.resolve();
    expect(raw.messageSkipWaiting).not.toHaveBeenCalled();
    expect(appSignals.get().updateAvailable).toBe(true);
    unblockReload('booking');
    await applying;
    expect(raw.messageSkipWaiting).toHaveBeenCalledTimes(1);
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a waiting worker (realtime version check) asks for one, else reloads after a while', async () => {
    vi.useFakeTimers();
    const { wb, raw, emit } = fakeWorkbox();
    const reload = vi.fn();
    const flow = attachUpdateFlow(wb, { reload, updateWaitMs: 5000 });
    await flow.applyUpdate();
    expect(raw.update).toHaveBeenCalledTimes(1);
    emit('waiting');
    expect(raw.messageSkipWaiting).toHaveBeenCalledTimes(1);
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);

    const second = fakeWorkbox();
    const reload2 = vi.fn();
    await attachUpdateFlow(second.wb, { reload: reload2, updateWaitMs: 5000 }).applyUpdate();
    expect(reload2).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload2).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
