import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Zopfli's passes per file: 15 is its own advice for files of a few hundred KB. */
const ITERATIONS = 15;
/**
 * A copy is kept only when it saves more than this: what `Content-Encoding: gzip` and `Vary` add to the
 * answer's headers. Without a copy a small file goes out as it is (hono/compress leaves answers under 1 KB
 * alone), so every small chunk a page loads used to travel uncompressed.
 */
export const MIN_GAIN_BYTES = 64;

/**
 * Which built files may get a `.gz` beside them: scripts, styles and the JSON the app fetches. Not HTML
 * (the server rewrites every page it sends: decisions 0053 and 0059) and not source maps (fetched only by
 * developer tools; compressed on the fly like the API's answers). tests/server/http/precompressed.test.ts.
 */
export function isPrecompressed(fileName: string): boolean {
  return /\.(?:js|mjs|css|json|svg|webmanifest)$/.test(fileName);
}

/** Whether a copy is worth sending instead of the file: it must save more than its headers cost. */
export function copyGains(bytes: number, gzippedBytes: number): boolean {
  return bytes - gzippedBytes > MIN_GAIN_BYTES;
}

/**
 * Writes a gzip copy of each script, style and JSON file of the browser build that gains by it, made by
 * Zopfli: the same format every browser reads, about 4 % smaller than the server's own on-the-fly gzip,
 * at the price of seconds once per build instead of per visit. The server sends the copy to browsers that
 * accept gzip (`precompressed` in server/http/static-files.ts): decisions 0065 and 0067.
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
          if (!isPrecompressed(output.fileName)) return;
          const file = path.join(outDir, output.fileName);
          const content = await readFile(file);
          const gzipped = await gzipAsync(content, { numiterations: ITERATIONS });
          if (copyGains(content.byteLength, gzipped.byteLength)) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
