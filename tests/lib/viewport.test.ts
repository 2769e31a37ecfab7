import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentDevice, useDevice } from '@/lib/viewport';

let reads = 0;
function setWidth(width: number, { resize }: { resize: boolean }) {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    get: () => {
      reads += 1;
      return width;
    },
  });
  if (resize) window.dispatchEvent(new Event('resize'));
}

afterEach(() => setWidth(1024, { resize: true }));

describe('the device class', () => {
  it('reads the width once, not on every render (a read forces a layout)', () => {
    setWidth(390, { resize: true });
    reads = 0;
    const { result, rerender } = renderHook(() => useDevice());
    for (let i = 0; i < 20; i += 1) rerender();
    expect(result.current).toBe('phone');
    expect(currentDevice()).toBe('phone');
    expect(reads).toBe(1);
  });

  it('keeps the class until the window is resized, then reads it again', () => {
    setWidth(390, { resize: true });
    const { result } = renderHook(() => useDevice());
    expect(result.current).toBe('phone');
    setWidth(1300, { resize: false });
    expect(currentDevice()).toBe('phone');
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('large-desktop');
    expect(currentDevice()).toBe('large-desktop');
  });
});
