import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { catalogueSplit } from './scripts/vite-catalogue-split';
import { chunkDeps } from './scripts/vite-chunk-deps';
import { precompress } from './scripts/vite-precompress';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Home's first screen as two files instead of seven: the restaurant card with its parts (shared with search
// and the lists), and home's own sections. Small chunks compress badly and each costs a request; merged,
// the same code is about 1 KB less gzip (decision 0068). Not their dependencies: money, say, is used by
// pages that show no card.
const CARD_MODULES = /src[\\/](features[\\/]catalogue[\\/]components[\\/](restaurant-card|last-booking-line)|domain[\\/]catalogue[\\/](last-booking-text|card-image-priority)|entities[\\/]favourite[\\/]favourite-heart|components[\\/]ui[\\/]retrying-image)\.tsx?$/;
const HOME_MODULES = /src[\\/]features[\\/]catalogue[\\/](components[\\/]home-section|hooks[\\/]use-home-city)\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // TanStack Store reads its selector hook through the shim for React 17; React 19 has the hook itself.
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The server's first paint (decision 0059) bundles React's production build, like the browser's.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // The server render is one self-contained bundle beside the client's (dist/.server): it runs from a
  // copy of dist too (the journeys serve one), where node_modules cannot be resolved.
  ssr: { noExternal: true },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Every page's loader is a chunk of its own, fetched beside its component's, so what the loaders
      // import (restaurant, payment, landing queries) stays out of the first bundle. Home keeps its loader
      // in the entry: its lists start loading before its component chunk arrives (docs/decisions/0044-entry-bundle.md).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/'
            ? undefined
            : [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // Lingui's macros need Babel; plugin-react 6 has no babel option any more, hence @rolldown/plugin-babel.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // Each catalogue's start part loads before the first render, its rest with the chunks that need it
    // (scripts/vite-catalogue-split.ts, decision 0066).
    catalogueSplit(),
    chunkDeps(),
    precompress(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
          rollupFormat: 'es',
        },
        devOptions: { enabled: false },
      }),
  ],
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`, changeOrigin: false },
      '/images': { target: `http://127.0.0.1:${process.env.API_PORT ?? '8081'}` },
      // The sandbox gateway's pages (card form iframe, 3-D Secure, PromptPay, wallets). changeOrigin false:
      // the card form checks the Host it was asked on against the parent's origin for postMessage.
      '/sandbox-gateway': {
        target: `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`,
        changeOrigin: false,
      },
    },
  },
  // manifest: scripts/bench-bundle.mjs reads it to find what `/` needs.
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/.server', copyPublicDir: false, sourcemap: false, minify: false }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        // What each lazy chunk imports is a file of its own, read once the page has loaded, instead of a
        // table in the entry (scripts/vite-chunk-deps.ts, decision 0064).
        modulePreload: false,
        // One stylesheet for the whole app (about 11 KB gzip): a page the server painted (decision 0059) is
        // styled by its HTML alone, whatever parts it drew, with one blocking request instead of five.
        cssCodeSplit: false,
        // Everything the entry imports statically is one file: it all loads before the first render anyway,
        // and one file compresses better than the ~30 shared chunks it was split into (~10 KB gzip less).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                { name: 'restaurant-card', test: CARD_MODULES, includeDependenciesRecursively: false },
                { name: 'home', test: HOME_MODULES, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
