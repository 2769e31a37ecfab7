import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadFailedError } from '@/lib/retry-import';
import { clearChunkReloadFlag, isChunkLoadError, reloadOnceForChunkError } from '@/features/shell/chunk-error';
import { RouteError } from '@/features/shell/components/route-error';
import { activateEnglish, renderWithRouter } from '../../test-utils/render';

describe('isChunkLoadError', () => {
  beforeEach(() => activateEnglish());

  it('recognises failed dynamic imports of every engine and ChunkLoadFailedError', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadFailedError())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once per tab, then no more until a page renders fine', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reloadOnceForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearChunkReloadFlag();
    expect(reloadOnceForChunkError(reload)).toBe(true);
  });
});

describe('RouteError', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for a refresh when a page chunk failed after the one reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await renderWithRouter(<RouteError error={error} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Oops, error when loading the page, please refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('offers to try again for other errors', async () => {
    const reset = vi.fn();
    await renderWithRouter(<RouteError error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reset).toHaveBeenCalled();
  });
});
