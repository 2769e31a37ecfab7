import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * index.html paints a boot shell before any script runs: the brand mark and a page outline, hidden from
 * assistive technology, with no words to translate but the brand. The mark is the drawing of LogoMark so
 * the first paint and the app's navbar show the same thing.
 */
const root = path.resolve(__dirname, '../..');
const html = readFileSync(path.join(root, 'index.html'), 'utf8');
const logo = readFileSync(path.join(root, 'src/features/shell/components/logo.tsx'), 'utf8');
const styles = readFileSync(path.join(root, 'src/app/styles.css'), 'utf8');

function bootShell(): HTMLElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const shell = doc.querySelector<HTMLElement>('#root > .boot-shell');
  if (!shell) throw new Error('no boot shell in #root');
  return shell;
}

describe('boot shell of index.html', () => {
  it('is the only thing in #root and hidden from assistive technology', () => {
    const shell = bootShell();
    expect(shell.parentElement?.children).toHaveLength(1);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the same mark as the navbar', () => {
    const drawn = bootShell().querySelector('svg path')?.getAttribute('d');
    expect(drawn).toBeTruthy();
    expect(logo).toContain(`d="${drawn}"`);
  });

  it('has no text but the brand, so it reads right in Thai and English', () => {
    expect(bootShell().textContent?.trim()).toBe('Hungry Table');
  });

  it('is styled by the stylesheet the page links, not inline (the CSP allows no inline style)', () => {
    expect(html).not.toMatch(/<style|style="/);
    for (const name of new Set([...html.matchAll(/class="(boot-shell[\w-]*)/g)].map((m) => m[1]))) {
      if (name === 'boot-shell') continue;
      expect(styles, name).toContain(`.${name}`);
    }
  });
});
