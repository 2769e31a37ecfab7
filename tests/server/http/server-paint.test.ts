import { describe, expect, it } from 'vitest';
import { PAINT_BUDGET_MS, paintWithinBudget, withPaint, type Painter } from '@server/http/server-paint';
import { htmlBudgetScaleFromEnv } from '@server/http/static-files';

const PAGE = [
  '<!doctype html><html><head></head><body>',
  '    <div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__bar"><span></span></div><div></div></div></div>',
  '    <noscript><p>needs JavaScript</p></noscript>',
  '  </body></html>',
].join('\n');

const STATE = { language: 'th' as const, device: 'phone' as const, time: 1_764_000_000_000, cache: { queries: [], mutations: [] } };

describe('withPaint', () => {
  it("puts the paint in #root instead of the boot shell, held inert and unread until it is hydrated", () => {
    const html = withPaint(PAGE, '<main><h1>ร้าน</h1></main>', STATE);
    expect(html).toContain('<div id="root" inert aria-hidden="true"><main><h1>ร้าน</h1></main></div>\n    <noscript>');
    expect(html).not.toContain('boot-shell');
  });

  it('carries the state it was drawn from in a JSON script that nothing in it can close', () => {
    const html = withPaint(PAGE, '<p>x</p>', { ...STATE, cache: { queries: [{ name: '</script><b>' }], mutations: [] } });
    const json = /<script type="application\/json" id="paint-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ ...STATE, cache: { queries: [{ name: '</script><b>' }], mutations: [] } });
  });

  it("keeps replacement patterns in a restaurant's name as they are", () => {
    expect(withPaint(PAGE, "<h1>Bob$'s $& $$</h1>", STATE)).toContain("<h1>Bob$'s $& $$</h1>");
  });

  it('leaves a page without #root as it is', () => {
    const page = '<html><body><div id="app"></div></body></html>';
    expect(withPaint(page, '<p>x</p>', STATE)).toBe(page);
  });
});

describe('paintWithinBudget', () => {
  it("gives the painter's paint", async () => {
    const painter: Painter = () => Promise.resolve({ html: '<p>x</p>', state: {}, used: [], time: 0 });
    expect(await paintWithinBudget(painter, { url: '/', language: 'th', answers: {}, device: 'phone' })).toEqual({ html: '<p>x</p>', state: {}, used: [], time: 0 });
  });

  it('gives none for a painter that fails', async () => {
    const painter: Painter = () => Promise.reject(new Error('boom'));
    expect(await paintWithinBudget(painter, { url: '/', language: 'th', answers: {}, device: 'phone' })).toBeNull();
  });

  it('does not wait past the budget for a painter that never answers', async () => {
    const painter: Painter = () => new Promise(() => undefined);
    expect(await paintWithinBudget(painter, { url: '/', language: 'th', answers: {}, device: 'phone' })).toBeNull();
  });

  it('stops a painter past the budget: its signal aborts', async () => {
    let aborted = false;
    const painter: Painter = ({ signal }) =>
      new Promise((resolve) =>
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve(null);
        }),
      );
    expect(PAINT_BUDGET_MS).toBeGreaterThan(0);
    expect(await paintWithinBudget(painter, { url: '/', language: 'th', answers: {}, device: 'phone' })).toBeNull();
    expect(aborted).toBe(true);
  });
});

describe('a scaled budget (htmlBudgetScaleFromEnv)', () => {
  it('waits for a paint slower than the budget when the budget is scaled', async () => {
    const painter: Painter = () =>
      new Promise((resolve) => setTimeout(() => resolve({ html: '<p>x</p>', state: {}, used: [], time: 0 }), PAINT_BUDGET_MS + 50));
    const request = { url: '/', language: 'th' as const, answers: {}, device: 'phone' as const };
    expect(await paintWithinBudget(painter, request)).toBeNull();
    expect(await paintWithinBudget(painter, request, PAINT_BUDGET_MS * 20)).toEqual({ html: '<p>x</p>', state: {}, used: [], time: 0 });
  });

  it('reads HTML_BUDGETS as a positive factor, else 1', () => {
    expect(htmlBudgetScaleFromEnv({})).toBe(1);
    expect(htmlBudgetScaleFromEnv({ HTML_BUDGETS: '20' })).toBe(20);
    expect(htmlBudgetScaleFromEnv({ HTML_BUDGETS: ' 2.5 ' })).toBe(2.5);
    for (const bad of ['0', '-3', 'lots', 'Infinity', '']) expect(htmlBudgetScaleFromEnv({ HTML_BUDGETS: bad })).toBe(1);
  });
});
