import MagicString from 'magic-string';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import {
  CATALOGUE_GATE,
  catalogueParts,
  planCatalogueSplit,
  quotedTokens,
  type CatalogueSplitPlan,
} from '../src/lib/i18n/catalogue-split';

/**
 * What a first visit to home imports besides the entry before it settles, as build manifest keys: the home
 * page's chunk. Its messages are the start part. The footer's code, and the cookie notice it brings, load
 * once the page has settled (decision 0068), with the rest.
 */
const START_MODULES: readonly string[] = ['src/routes/index.tsx?tsr-split=component'];

/** The rest of a catalogue is the module `locales/xx.po?rest`, a chunk of its own. */
const REST_QUERY = '?rest';
const START_SLOT = '__CATALOGUE_START_PART__';
const REST_SLOT = '__CATALOGUE_REST_PART__';

/** The messages Lingui's Vite plugin compiled a .po file to: `export const messages = JSON.parse("…")`. */
function compiledMessages(code: string, id: string): Record<string, unknown> {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code)?.[1];
  if (!literal) throw new Error(`catalogue-split: ${id} is not the JSON.parse module Lingui compiles a catalogue to`);
  return JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
}

const slot = (name: string) => new RegExp(`(["'\`])${name}\\1`);

/**
 * Splits each language catalogue into the part a first visit to home needs and the rest, and makes each
 * chunk that uses a message of the rest wait for it before it runs (src/lib/i18n/catalogue-split.ts,
 * decision 0066). The browser build only: the dev server, the tests and the server's render load whole
 * catalogues (a .po module without `rest`).
 */
export function catalogueSplit(): Plugin {
  let root = '';
  const catalogues = new Map<string, Record<string, unknown>>();
  const tokensByModule = new Map<string, string[]>();
  let plan: CatalogueSplitPlan | null = null;

  return {
    name: 'hungry-table:catalogue-split',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      catalogues.clear();
      tokensByModule.clear();
      plan = null;
    },
    load(id) {
      if (!id.endsWith(`.po${REST_QUERY}`)) return null;
      return { code: `export const messages = JSON.parse(${JSON.stringify(REST_SLOT)});\n`, moduleType: 'js' };
    },
    transform(code, id) {
      if (id.endsWith('.po')) {
        catalogues.set(id, compiledMessages(code, id));
        return {
          code: [
            `export const messages = JSON.parse(${JSON.stringify(START_SLOT)});`,
            `export const rest = () => import(${JSON.stringify(id + REST_QUERY)});`,
          ].join('\n'),
          map: null,
        };
      }
      if (!id.includes('/node_modules/') && /\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) tokensByModule.set(id, quotedTokens(code));
      return null;
    },
    renderStart() {
      plan = null;
    },
    renderChunk(code, chunk, _options, meta) {
      plan ??= planCatalogueSplit({
        chunks: Object.values(meta.chunks).map((c) => ({
          fileName: c.fileName,
          isEntry: c.isEntry,
          facade: c.facadeModuleId ? relative(root, c.facadeModuleId) : null,
          imports: c.imports,
          moduleIds: c.moduleIds,
        })),
        startModules: START_MODULES,
        tokensByModule,
        catalogueIds: new Set([...catalogues.values()].flatMap((messages) => Object.keys(messages))),
      });
      const s = new MagicString(code);
      for (const id of chunk.moduleIds) {
        const whole = catalogues.get(id.endsWith(REST_QUERY) ? id.slice(0, -REST_QUERY.length) : id);
        if (!whole) continue;
        const parts = catalogueParts(whole, plan.startIds);
        const [name, part] = id.endsWith(REST_QUERY) ? [REST_SLOT, parts.rest] : [START_SLOT, parts.start];
        const found = slot(name).exec(code);
        if (!found) throw new Error(`catalogue-split: ${chunk.fileName} lost the slot for ${id}`);
        s.overwrite(found.index, found.index + found[0].length, JSON.stringify(JSON.stringify(part)));
      }
      if (plan.gated.has(chunk.fileName)) s.prepend(`await globalThis.${CATALOGUE_GATE}?.();`);
      if (!s.hasChanged()) return null;
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
