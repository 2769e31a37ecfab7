import { createStore, useStore } from '@/lib/create-store';

/** navigator.onLine, kept current by the online/offline events (the shell's offline banner). */
export const onlineStore = createStore<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => onlineStore.set(true));
  window.addEventListener('offline', () => onlineStore.set(false));
}

export function useOnline(): boolean {
  return useStore(onlineStore);
}
