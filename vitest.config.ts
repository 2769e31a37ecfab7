import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@server', replacement: fileURLToPath(new URL('./server', import.meta.url)) },
];

export default defineConfig({
  resolve: { alias },
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{domain,contract,server,lint}/**/*.test.ts'],
          // Each server test file builds a seeded PGlite template in beforeAll (seconds alone, far longer
          // when every worker does it at once on 2 shared cores: over 60 s measured at a load of 13). A
          // timeout here only catches a hang: a verdict must not depend on how busy the machine is.
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Real PostgreSQL (concurrency proofs PGlite cannot give): one throw-away cluster per run,
          // started by the global setup; skipped with a note only when PostgreSQL is not installed.
          name: 'pg',
          environment: 'node',
          include: ['tests/pg/**/*.test.ts'],
          globalSetup: ['tests/pg/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/{api,lib,entities,features,sw,app,components}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
          // Only a hang guard, as above: jsdom renders slow down many times on a loaded machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
