import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_IDLE_TIMEOUT_MS, useAfterFirstIdle } from '@/lib/use-after-first-idle';

function Probe({ seen }: { seen: boolean[] }) {
  const idle = useAfterFirstIdle();
  seen.push(idle);
  return <p>{idle ? 'idle' : 'first'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useAfterFirstIdle', () => {
  it("is false in the server's paint", () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>first</p>');
  });

  it("is false in the first render, true after the browser's idle moment", () => {
    let idle: (() => void) | undefined;
    const asked: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      idle = run;
      asked.push(options.timeout);
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
    expect(asked).toEqual([FIRST_IDLE_TIMEOUT_MS]);
    act(() => idle?.());
    expect(container.textContent).toBe('idle');
  });

  it('without an idle callback, is true after a zero-delay timer', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { container } = render(<Probe seen={[]} />);
    expect(container.textContent).toBe('first');
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(container.textContent).toBe('idle');
  });

  it('cancels its wait when the part goes away', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const { unmount } = render(<Probe seen={[]} />);
    unmount();
    expect(cancelled).toEqual([7]);
  });
});
