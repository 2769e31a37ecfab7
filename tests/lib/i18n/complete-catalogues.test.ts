import { beforeEach, describe, expect, it, vi } from 'vitest';

// The browser build's split catalogues (decision 0066), stood in for by small ones: the real .po modules
// of the test run are whole and have no rest.
const restLoads = vi.hoisted(() => ({ th: 0, en: 0, failNext: false }));
vi.mock('@/../locales/th.po', () => ({
  messages: { START1: 'หน้าแรก' },
  rest: () => {
    restLoads.th += 1;
    if (restLoads.failNext) {
      restLoads.failNext = false;
      return Promise.reject(new Error('offline'));
    }
    return Promise.resolve({ messages: { REST01: 'ค้นหา' } });
  },
}));
vi.mock('@/../locales/en.po', () => ({
  messages: { START1: 'Home' },
  rest: () => {
    restLoads.en += 1;
    return Promise.resolve({ messages: { REST01: 'Search' } });
  },
}));

const { activateLanguage, completeCatalogues, i18n } = await import('@/lib/i18n/i18n');
const { CATALOGUE_GATE } = await import('@/lib/i18n/catalogue-split');

describe('split catalogues', () => {
  beforeEach(() => {
    restLoads.failNext = false;
  });

  it('starts with the start part alone, and the gate loads the rest once, retrying after a failure', async () => {
    await activateLanguage('th');
    expect(i18n._('START1')).toBe('หน้าแรก');
    expect(i18n._('REST01')).toBe('REST01');
    expect(restLoads.th).toBe(0);

    restLoads.failNext = true;
    await expect(completeCatalogues()).rejects.toThrow('offline');
    // What a gated chunk calls is the same function, on the window.
    const gate = (window as unknown as Record<string, () => Promise<void>>)[CATALOGUE_GATE];
    await gate?.();
    expect(i18n._('REST01')).toBe('ค้นหา');
    await completeCatalogues();
    expect(restLoads.th).toBe(2);
  });

  it('loads the rest of a language activated after a page needed the rest', async () => {
    expect(restLoads.en).toBe(0);
    await activateLanguage('en');
    expect(i18n._('REST01')).toBe('Search');
    expect(restLoads.en).toBe(1);
  });
});
