import { afterEach, describe, expect, it, vi } from 'vitest';

// The gate is module state: each case takes a fresh copy.
async function freshGate() {
  vi.resetModules();
  return import('@/lib/deferred-parts');
}

const settledWithin = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('parts deferred until the page has settled', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('wait until bootstrap opens the gate, then load', async () => {
    const { deferredPartsMayLoad, openDeferredParts } = await freshGate();
    const gate = deferredPartsMayLoad();
    expect(await settledWithin(gate)).toBe(false);
    openDeferredParts();
    expect(await settledWithin(gate)).toBe(true);
    expect(await settledWithin(deferredPartsMayLoad())).toBe(true);
  });

  it('load early when the server-painted element comes near the viewport', async () => {
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML = '<footer class="footer">links</footer>';
    const { deferredOrVisible } = await freshGate();
    const ready = deferredOrVisible('footer.footer');
    expect(observed.map((e) => e.className)).toEqual(['footer']);
    report([{ isIntersecting: false }]);
    expect(await settledWithin(ready)).toBe(false);
    report([{ isIntersecting: true }]);
    expect(await settledWithin(ready)).toBe(true);
  });

  it('without such an element, wait for the gate alone', async () => {
    const { deferredOrVisible, openDeferredParts } = await freshGate();
    const ready = deferredOrVisible('footer.footer');
    expect(await settledWithin(ready)).toBe(false);
    openDeferredParts();
    expect(await settledWithin(ready)).toBe(true);
  });
});
