import { describe, expect, it } from 'vitest';
import { catalogueParts, planCatalogueSplit, quotedTokens, type SplitChunk } from '@/lib/i18n/catalogue-split';

const chunk = (fileName: string, moduleIds: string[], more: Partial<SplitChunk> = {}): SplitChunk => ({
  fileName,
  isEntry: false,
  facade: null,
  imports: [],
  moduleIds,
  ...more,
});

describe('quotedTokens', () => {
  it('finds the message ids Lingui compiles to, in any quotes, once each', () => {
    const code = 'i18n._({id:"818ldD"});_jsx(Trans,{id:`r4Hzwt`});t({ id: \'+wrjWz\' });i18n._({id:"818ldD"})';
    expect(quotedTokens(code).sort()).toEqual(['+wrjWz', '818ldD', 'r4Hzwt']);
  });

  it('ignores strings of other lengths', () => {
    expect(quotedTokens('"abc" "abcdefg" `ab cd1`')).toEqual([]);
  });
});

describe('planCatalogueSplit', () => {
  const catalogueIds = new Set(['SHELL1', 'HOME01', 'BOOT01', 'SEARCH', 'SHARED', 'MENU01']);
  const tokensByModule = new Map<string, string[]>([
    ['/app/src/shell.tsx', ['SHELL1', 'button']],
    ['/app/src/home.tsx', ['HOME01', 'SHARED']],
    ['/app/src/card.tsx', ['SHARED']],
    ['/app/src/boot.ts', ['BOOT01']],
    ['/app/src/search.tsx', ['SEARCH', 'SHARED']],
    ['/app/src/menu.tsx', ['MENU01']],
    ['/app/src/modal.tsx', ['SHELL1']],
  ]);
  const chunks = [
    chunk('index.js', ['/app/src/shell.tsx'], { isEntry: true, imports: ['runtime.js'] }),
    chunk('runtime.js', []),
    chunk('home.js', ['/app/src/home.tsx'], { facade: 'src/routes/index.tsx?tsr-split=component', imports: ['card.js'] }),
    chunk('card.js', ['/app/src/card.tsx']),
    chunk('boot.js', ['/app/src/boot.ts'], { facade: 'src/boot.ts' }),
    chunk('search.js', ['/app/src/search.tsx'], { facade: 'src/routes/search.tsx', imports: ['card.js'] }),
    chunk('menu.js', ['/app/src/menu.tsx', '/app/src/modal.tsx'], { facade: 'src/menu.tsx' }),
    chunk('modal.js', ['/app/src/modal.tsx'], { facade: 'src/modal.tsx' }),
  ];
  const plan = planCatalogueSplit({
    chunks,
    startModules: ['src/routes/index.tsx?tsr-split=component', 'src/boot.ts'],
    tokensByModule,
    catalogueIds,
  });

  it('puts in the start part the ids of the entry, the start modules and what they import statically', () => {
    expect([...plan.startIds].sort()).toEqual(['BOOT01', 'HOME01', 'SHARED', 'SHELL1']);
  });

  it('gates the chunks that use an id outside the start part, and only those', () => {
    expect([...plan.gated].sort()).toEqual(['menu.js', 'search.js']);
  });

  it('never gates a start chunk, whatever it holds', () => {
    const withStray = new Map(tokensByModule).set('/app/src/card.tsx', ['SHARED', 'MENU01']);
    const strayPlan = planCatalogueSplit({ chunks, startModules: ['src/routes/index.tsx?tsr-split=component'], tokensByModule: withStray, catalogueIds });
    expect(strayPlan.startIds.has('MENU01')).toBe(true);
    expect(strayPlan.gated.has('card.js')).toBe(false);
    // boot.js is no start module here: its id is in no start chunk, so it waits for the rest.
    expect(strayPlan.gated.has('boot.js')).toBe(true);
  });
});

describe('catalogueParts', () => {
  it('splits the messages without losing or repeating one', () => {
    const messages = { SHELL1: ['หน้าแรก'], HOME01: ['ร้าน ', ['n']], SEARCH: ['ค้นหา'] };
    const { start, rest } = catalogueParts(messages, new Set(['SHELL1', 'HOME01', 'NOSUCH']));
    expect(start).toEqual({ SHELL1: ['หน้าแรก'], HOME01: ['ร้าน ', ['n']] });
    expect(rest).toEqual({ SEARCH: ['ค้นหา'] });
  });
});
