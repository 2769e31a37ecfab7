import { useSyncExternalStore } from 'react';

/** A minimal external store: the shell's global signals live outside React so src/api can set them. */
export interface Store<S> {
  get: () => S;
  set: (next: S | ((prev: S) => S)) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A server paint (decision 0059) draws one visitor's page after another in one process, where every store
 * lives on between them: partner mode set by one visitor's link would lay out the next visitor's page.
 * So on the server each paint starts from every store's first value (tests/server/http/server-paint-page.test.ts).
 */
const serverStores: Set<WeakRef<object>> | null = typeof window === 'undefined' ? new Set() : null;
const resets = new WeakMap<object, () => void>();

/** Puts every store back to its first value, before the server paints the next page. */
export function resetStoresForNextPaint(): void {
  for (const ref of serverStores ?? []) {
    const store = ref.deref();
    if (store) resets.get(store)?.();
    else serverStores?.delete(ref);
  }
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<S> = {
    get: () => state,
    set: (next) => {
      const value = typeof next === 'function' ? (next as (prev: S) => S)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((l) => l());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (serverStores) {
    serverStores.add(new WeakRef(store));
    resets.set(store, () => {
      state = initial;
    });
  }
  return store;
}

/**
 * The store's value in a render. `painted` is what the server's paint (decision 0059) drew for a store the
 * server cannot read (the tab's storage): the browser hydrating that paint reads it too, then its own
 * value. Without it, both sides read the store itself. tests/lib/create-store.test.tsx.
 */
export function useStore<S>(store: Store<S>, painted?: S): S {
  return useSyncExternalStore(store.subscribe, store.get, painted === undefined ? store.get : () => painted);
}
