import { describe, expect, it } from 'vitest';
import { PAINT_STATE_ELEMENT_ID } from '@/contract/server-paint';
import { readPaintedPage, releasePaint } from '@/app/painted-page';

function page(stateText: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = '<div id="root" inert aria-hidden="true"><h1>x</h1></div>';
  if (stateText !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PAINT_STATE_ELEMENT_ID;
    script.textContent = stateText;
    doc.body.append(script);
  }
  return doc;
}

const cache = { queries: [{ queryKey: ['a'], state: {} }], mutations: [] };

describe('readPaintedPage', () => {
  it('reads the language, device and cache the server drew the page with', () => {
    expect(readPaintedPage(page(JSON.stringify({ language: 'th', device: 'phone', time: 1_764_000_000_000, cache })))).toEqual({
      language: 'th',
      device: 'phone',
      time: 1_764_000_000_000,
      cache,
    });
  });

  it('reads nothing from a page without a paint, or with one it cannot trust', () => {
    expect(readPaintedPage(page(null))).toBeNull();
    expect(readPaintedPage(page('{not json'))).toBeNull();
    const time = 1_764_000_000_000;
    expect(readPaintedPage(page(JSON.stringify({ language: 'fr', device: 'phone', time, cache })))).toBeNull();
    expect(readPaintedPage(page(JSON.stringify({ language: 'en', device: 'watch', time, cache })))).toBeNull();
    expect(readPaintedPage(page(JSON.stringify({ language: 'en', device: 'phone', time: 'now', cache })))).toBeNull();
    expect(readPaintedPage(page(JSON.stringify({ language: 'en', device: 'phone', time, cache: { queries: 'x' } })))).toBeNull();
  });
});

describe('releasePaint', () => {
  it('makes the hydrated page usable and readable', () => {
    const root = page(null).getElementById('root') as HTMLElement;
    releasePaint(root);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute('aria-hidden')).toBe(false);
  });
});
