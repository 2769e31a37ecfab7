import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Below this a file is sent as it is (the server's own compression threshold, hono/compress). */
const MIN_BYTES = 1024;
/** Zopfli's passes per file: 15 is its own advice for files of a few hundred KB. */
const ITERATIONS = 15;

/**
 * Which built files get a `.gz` beside them: scripts, styles and the JSON the app fetches, once they are
 * big enough to gain. Not HTML (the server rewrites every page it sends: decisions 0053 and 0059) and not
 * source maps (fetched only by developer tools; compressed on the fly like the API's answers).
 * tests/server/http/precompressed.test.ts.
 */
export function isPrecompressed(fileName: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && /\.(?:js|mjs|css|json|svg|webmanifest)$/.test(fileName);
}

/**
 * Writes a gzip copy of each script, style and JSON file of the browser build, made by Zopfli: the same
 * format every browser reads, about 4 % smaller than the server's own on-the-fly gzip, at the price of
 * seconds once per build instead of per visit. The server sends the copy to browsers that accept gzip
 * (`precompressed` in server/http/static-files.ts): decision 0065.
 */
export function precompress(): Plugin {
  return {
    name: 'hungry-table:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          const code = output.type === 'chunk' ? output.code : output.source;
          const bytes = typeof code === 'string' ? Buffer.byteLength(code) : code.byteLength;
          if (!isPrecompressed(output.fileName, bytes)) return;
          const file = path.join(outDir, output.fileName);
          const gzipped = await gzipAsync(await readFile(file), { numiterations: ITERATIONS });
          await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
