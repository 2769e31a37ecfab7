import type { Language } from '@/contract/envelope';

/**
 * A screen that must be asked before the language changes (changing language mid-booking asks for
 * confirmation). The booking flow registers itself while it is on screen; the
 * language switch (shell) asks through `askLanguageChange` before it saves and reloads. Lives in lib so
 * neither feature imports the other.
 */
export type LanguageChangeGuard = (to: Language) => Promise<boolean>;

let current: LanguageChangeGuard | null = null;

/** Registers `guard`; returns the function that removes it (only if it is still the registered one). */
export function setLanguageChangeGuard(guard: LanguageChangeGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** Resolves true when the language may change now (no guard, or the guard's screen agreed). */
export function askLanguageChange(to: Language): Promise<boolean> {
  return current ? current(to) : Promise.resolve(true);
}
