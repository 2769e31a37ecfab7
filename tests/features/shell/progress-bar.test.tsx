import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { patchSignals } from '@/lib/app-signals';
import { ProgressBar } from '@/features/shell/components/progress-bar';
import { renderWithI18n } from '../../test-utils/render';

describe('ProgressBar', () => {
  beforeEach(() => patchSignals({ pendingRequests: 0 }));

  it('shows while requests are pending and hides when they settle', () => {
    renderWithI18n(<ProgressBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => patchSignals({ pendingRequests: 2 }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    act(() => patchSignals({ pendingRequests: 1 }));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    act(() => patchSignals({ pendingRequests: 0 }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
