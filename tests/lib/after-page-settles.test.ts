import { describe, expect, it } from 'vitest';
import { afterPageSettles, IDLE_TIMEOUT_MS, SETTLE_DELAY_MS, type SettleHost } from '@/lib/after-page-settles';

/** A host whose load, timers and idle callbacks fire only when the test says so. */
function fakeHost(state: DocumentReadyState, withIdle = true) {
  const pending: { kind: 'load' | 'timer' | 'idle'; ms?: number; run: () => void; cancelled: boolean }[] = [];
  const add = (kind: 'load' | 'timer' | 'idle', run: () => void, ms?: number) => {
    const entry = { kind, ms, run, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const host: SettleHost = {
    readyState: () => state,
    onLoad: (listener) => add('load', listener),
    setTimeout: (run, ms) => add('timer', run, ms),
    requestIdle: withIdle ? (run, ms) => add('idle', run, ms) : undefined,
  };
  const fire = (kind: 'load' | 'timer' | 'idle') => {
    const entry = pending.find((p) => p.kind === kind && !p.cancelled);
    if (!entry) throw new Error(`nothing waits for ${kind}`);
    pending.splice(pending.indexOf(entry), 1);
    entry.run();
    return entry;
  };
  return { host, fire, pending };
}

describe('afterPageSettles', () => {
  it('waits for load, then the settle delay, then an idle moment', () => {
    const { host, fire } = fakeHost('loading');
    let ran = 0;
    afterPageSettles(() => ran++, host);
    fire('load');
    expect(ran).toBe(0);
    expect(fire('timer').ms).toBe(SETTLE_DELAY_MS);
    expect(ran).toBe(0);
    expect(fire('idle').ms).toBe(IDLE_TIMEOUT_MS);
    expect(ran).toBe(1);
  });

  it('starts the delay at once when the page has already loaded', () => {
    const { host, fire } = fakeHost('complete');
    let ran = 0;
    afterPageSettles(() => ran++, host);
    fire('timer');
    fire('idle');
    expect(ran).toBe(1);
  });

  it('runs after the delay alone where the browser has no idle callback', () => {
    const { host, fire } = fakeHost('complete', false);
    let ran = 0;
    afterPageSettles(() => ran++, host);
    fire('timer');
    expect(ran).toBe(1);
  });

  it('never runs once cancelled, at any stage', () => {
    for (const stage of ['load', 'timer', 'idle'] as const) {
      const { host, fire, pending } = fakeHost('loading');
      let ran = 0;
      const cancel = afterPageSettles(() => ran++, host);
      const order = ['load', 'timer', 'idle'] as const;
      for (const kind of order.slice(0, order.indexOf(stage))) fire(kind);
      cancel();
      expect(pending.every((p) => p.cancelled)).toBe(true);
      expect(ran).toBe(0);
    }
  });
});
