import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setServerPaintTime, usePageNow, usePaintedByServer } from '@/lib/server-paint-snapshot';

function Probe({ seen }: { seen: boolean[] }) {
  const painted = usePaintedByServer();
  seen.push(painted);
  return <p>{painted ? 'painted' : 'live'}</p>;
}

describe('usePaintedByServer', () => {
  it('is true on the server', () => {
    const seen: boolean[] = [];
    expect(renderToString(<Probe seen={seen} />)).toBe('<p>painted</p>');
    expect(seen).toEqual([true]);
  });

  it('is true while the browser hydrates the paint, then false', () => {
    const seen: boolean[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Probe seen={[]} />);
    render(<Probe seen={seen} />, { container, hydrate: true });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe('live');
  });

  it('is false in a browser that renders on its own', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
  });
});

function Clock() {
  return <p>{usePageNow()}</p>;
}

describe('usePageNow', () => {
  it("reads the paint's clock on the server and while hydrating, so both draw the same times", () => {
    setServerPaintTime(1_000);
    expect(renderToString(<Clock />)).toBe('<p>1000</p>');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>1000</p>';
    render(<Clock />, { container, hydrate: true });
    // Kept after hydration: one clock per page view.
    expect(container.textContent).toBe('1000');
  });

  it('reads the time of the view in a browser that renders on its own', () => {
    setServerPaintTime(1_000);
    const before = Date.now();
    const { container } = render(<Clock />);
    expect(Number(container.textContent)).toBeGreaterThanOrEqual(before);
  });
});
