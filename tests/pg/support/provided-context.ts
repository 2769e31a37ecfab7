/**
 * What tests/pg/support/global-setup.ts hands to the test files (vitest provide/inject): the URL of the
 * migrated + seeded template database, or null when no PostgreSQL binaries exist on this machine.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateUrl: string | null;
  }
}

export {};
