import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CHUNK_DEPS_FILE, buildChunkDepsMap } from '../src/lib/chunk-deps-map';

/** The module Vite imports its preload helper from, in every chunk with an import(). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const RUNTIME = fileURLToPath(new URL('../src/api/chunk-preload.ts', import.meta.url));

/**
 * Moves the table of what each lazily imported chunk needs out of the entry script (decision 0064): the
 * build writes it to CHUNK_DEPS_FILE, and Vite's preload helper is replaced by src/api/chunk-preload.ts,
 * which reads that file once the page has loaded. Used with `build.modulePreload: false`, so Vite writes
 * no table of its own. The browser build only: the server's render imports nothing lazily it must preload.
 */
export function chunkDeps(): Plugin {
  return {
    name: 'hungry-table:chunk-deps',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) =>
        id === PRELOAD_HELPER_ID ? `export { preloadImport as __vitePreload } from ${JSON.stringify(RUNTIME)};` : null,
    },
    generateBundle: {
      // After Vite's own: it drops the chunks that only imported a stylesheet (one stylesheet for the
      // whole app) and the imports of them; a map written before would name files that are not there.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [{ fileName: output.fileName, imports: output.imports, isEntry: output.isEntry, isDynamicEntry: output.isDynamicEntry }]
            : [],
        );
        this.emitFile({ type: 'asset', fileName: CHUNK_DEPS_FILE, source: JSON.stringify(buildChunkDepsMap(chunks)) });
      },
    },
  };
}
