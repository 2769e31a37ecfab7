import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryingImage } from '@/components/ui/retrying-image';

const picture = <RetryingImage src="/images/p.webp" alt="" width={300} height={200} loading="eager" />;

/** Makes every image read as the browser left it before React came: finished, with this width and address. */
function imagesFinished(naturalWidth: number, currentSrc: string) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
  vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue(currentSrc);
}

function hydrated() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(picture);
  render(picture, { container, hydrate: true });
  return container.querySelector('.retrying-image');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RetryingImage', () => {
  it('shows its skeleton while the picture loads, and the picture once it has', () => {
    const { container } = render(picture);
    const frame = container.querySelector('.retrying-image');
    expect(frame?.getAttribute('data-state')).toBe('loading');
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(frame?.getAttribute('data-state')).toBe('loaded');
  });

  it("does not hide a loading picture, so one in the server's paint shows before the script runs", () => {
    const frame = document.createElement('div');
    frame.innerHTML = renderToString(picture);
    expect(frame.querySelector('.retrying-image')?.className).toBe('retrying-image retrying-image--loading');
    // The stylesheet hides a picture only while a failed one waits to be tried again.
    const css = readFileSync(path.resolve(__dirname, '../../src/components/ui/retrying-image.css'), 'utf8');
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '')).not.toMatch(/--loading|opacity: 0/);
  });

  it('hides a failed picture while it waits to be tried again, and shows the one that loads', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(picture);
      const frame = container.querySelector('.retrying-image');
      fireEvent.error(container.querySelector('img') as HTMLImageElement);
      expect(frame?.classList.contains('retrying-image--retrying')).toBe(true);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      fireEvent.load(container.querySelector('img') as HTMLImageElement);
      expect(frame?.classList.contains('retrying-image--retrying')).toBe(false);
      expect(frame?.getAttribute('data-state')).toBe('loaded');
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a picture of the server's paint that loaded before React hydrated it", () => {
    imagesFinished(300, 'http://localhost/images/p.webp');
    expect(hydrated()?.getAttribute('data-state')).toBe('loaded');
  });

  it('retries a picture that failed before React hydrated it', () => {
    vi.useFakeTimers();
    try {
      imagesFinished(0, 'http://localhost/images/p.webp');
      const frame = hydrated();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(frame?.querySelector('img')?.getAttribute('src')).toBe('/images/p.webp?retry=1');
    } finally {
      vi.useRealTimers();
    }
  });
});
