/**
 * The language catalogue in two parts (decision 0066, tests/lib/i18n/catalogue-split.test.ts). The start
 * part holds the messages of every module a first visit to the home page runs before it settles: the
 * entry and the home page's chunks. It loads before the first render. The rest loads only when a chunk that
 * needs it is about to run: the build makes each such chunk wait for it first (a top-level await of
 * CATALOGUE_GATE). So a message can never be shown before its translation is loaded, whichever part it is
 * in, and a first visit to home does not fetch the other pages' messages.
 *
 * Written by the build (scripts/vite-catalogue-split.ts); the browser side is src/lib/i18n/i18n.ts.
 */

/** The global a gated chunk awaits before it runs: it loads the rest of the active catalogues. */
export const CATALOGUE_GATE = '__hungryTableCompleteCatalogue';

/** A compiled message id as Lingui writes it in code: six characters of base64. */
const QUOTED_TOKEN = /["'`]([A-Za-z0-9+/]{6})["'`]/g;

/**
 * Every six-character quoted string in a module's compiled code: its message ids, among other strings
 * (the plan keeps only those that are catalogue ids; a stray match costs at most one message).
 */
export function quotedTokens(code: string): string[] {
  return [...new Set(Array.from(code.matchAll(QUOTED_TOKEN), (m) => m[1] ?? ''))].filter(Boolean);
}

/** One chunk of the build as the bundler describes it while rendering. */
export interface SplitChunk {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for, relative to the project root ("src/routes/index.tsx?tsr-split=component"). */
  facade: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
}

export interface CatalogueSplitInput {
  chunks: readonly SplitChunk[];
  /** Modules (relative to the root) a first visit to home imports besides the entry's own. */
  startModules: readonly string[];
  /** The quoted tokens of each module's compiled code, by module id. */
  tokensByModule: ReadonlyMap<string, readonly string[]>;
  /** Every message id of the catalogues. */
  catalogueIds: ReadonlySet<string>;
}

export interface CatalogueSplitPlan {
  /** The ids the start part holds. */
  startIds: Set<string>;
  /** The chunks that must wait for the rest before they run. */
  gated: Set<string>;
}

/**
 * The start part is every id used by a module of a start chunk: the entry chunks, the chunks that stand
 * for a start module, and everything those import statically. A chunk outside that set is gated when one
 * of its modules uses an id the start part lacks.
 */
export function planCatalogueSplit({ chunks, startModules, tokensByModule, catalogueIds }: CatalogueSplitInput): CatalogueSplitPlan {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starting = new Set(startModules);
  const startChunks = new Set<string>();
  const visit = (name: string): void => {
    const chunk = byName.get(name);
    if (!chunk || startChunks.has(name)) return;
    startChunks.add(name);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) if (chunk.isEntry || (chunk.facade !== null && starting.has(chunk.facade))) visit(chunk.fileName);

  const idsOf = (chunk: SplitChunk): string[] =>
    chunk.moduleIds.flatMap((id) => (tokensByModule.get(id) ?? []).filter((token) => catalogueIds.has(token)));
  const startIds = new Set<string>();
  for (const name of startChunks) for (const id of idsOf(byName.get(name) as SplitChunk)) startIds.add(id);
  const gated = new Set<string>();
  for (const chunk of chunks) {
    if (!startChunks.has(chunk.fileName) && idsOf(chunk).some((id) => !startIds.has(id))) gated.add(chunk.fileName);
  }
  return { startIds, gated };
}

/** The messages of a catalogue the plan puts in one part or the other. */
export function catalogueParts<T>(messages: Readonly<Record<string, T>>, startIds: ReadonlySet<string>) {
  const start: Record<string, T> = {};
  const rest: Record<string, T> = {};
  for (const [id, message] of Object.entries(messages)) (startIds.has(id) ? start : rest)[id] = message;
  return { start, rest };
}
