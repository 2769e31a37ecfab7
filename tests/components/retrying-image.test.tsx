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
