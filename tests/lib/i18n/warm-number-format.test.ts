import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmNumberFormat } from '@/lib/i18n/warm-number-format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmNumberFormat', () => {
  it("builds the language's number format in a later task, not in the caller's", () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const queued: (() => void)[] = [];
    warmNumberFormat('th', (run) => queued.push(run));
    expect(built).not.toHaveBeenCalled();
    queued.forEach((run) => run());
    expect(built).toHaveBeenCalledWith('th');
  });

  it('says nothing of a language the browser refuses', () => {
    expect(() => warmNumberFormat('not a tag', (run) => run())).not.toThrow();
  });
});
