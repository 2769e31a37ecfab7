import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { endPaintedView, setServerPaintTime, startPaintedView, usePageNow, usePaintedByServer, usePaintedView } from '@/lib/server-paint-snapshot';

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

function ViewProbe({ seen }: { seen: boolean[] }) {
  const painted = usePaintedView();
  seen.push(painted);
  return <p>{painted ? 'painted' : 'live'}</p>;
}

describe('usePaintedView', () => {
  afterEach(() => endPaintedView());

  it('is true on the server', () => {
    expect(renderToString(<ViewProbe seen={[]} />)).toBe('<p>painted</p>');
  });

  it('stays true once the paint is hydrated, so hydration does not render the page again', () => {
    startPaintedView();
    const seen: boolean[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>painted</p>';
    render(<ViewProbe seen={seen} />, { container, hydrate: true });
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('painted');
  });

  it('is true for what mounts later in the painted view, false once the router has left it', () => {
    startPaintedView();
    const during: boolean[] = [];
    render(<ViewProbe seen={during} />);
    expect(during).toEqual([true]);
    endPaintedView();
    const after: boolean[] = [];
    render(<ViewProbe seen={after} />);
    expect(after).toEqual([false]);
  });

  it('is false in a browser that renders on its own', () => {
    const seen: boolean[] = [];
    render(<ViewProbe seen={seen} />);
    expect(seen).toEqual([false]);
  });

  it("gives a page view mounted in the painted view the paint's clock", () => {
    setServerPaintTime(2_000);
    startPaintedView();
    const { container } = render(<Clock />);
    expect(container.textContent).toBe('2000');
  });
});
