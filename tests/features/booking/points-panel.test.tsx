import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PointsPanel } from '@/features/booking/components/points-panel';
import { renderWithI18n } from '../../test-utils/render';

// 10 points = ฿1, at least 20, up to half the total.
const ratio = { id: 7, points: 10, amount: 1, currency: 'THB' as const, minPoints: 20, maxSharePercent: 50 };

function panel(over: { balance?: number; totalMinor?: number; applied?: number } = {}) {
  const onChoose = vi.fn();
  renderWithI18n(
    <PointsPanel
      balance={over.balance ?? 150}
      ratio={ratio}
      totalMinor={over.totalMinor ?? 100_000}
      applied={over.applied ?? 0}
      lang="en"
      onChoose={onChoose}
    />,
  );
  return onChoose;
}

const field = () => screen.getByRole('textbox', { name: 'Points to use' });

describe('the step-5 points panel', () => {
  it('shows the balance and the rate, and "Use max" picks the most the rule allows', () => {
    const onChoose = panel({ balance: 155, totalMinor: 3000 });
    expect(screen.getByRole('region', { name: 'Use points' })).toBeTruthy();
    expect(screen.getByTestId('points-available').textContent).toBe('155');
    expect(screen.getByText('Up to 150 points on this booking, in steps of 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use max' }));
    expect(onChoose).toHaveBeenCalledWith({ points: 150, amountMinor: 1500, ratioId: 7 });
  });

  it('applies typed points on Enter, and refuses bad ones with a message tied to the field', () => {
    const onChoose = panel();
    fireEvent.change(field(), { target: { value: '25' } });
    fireEvent.submit(field().closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Points are used in steps of 10');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onChoose).not.toHaveBeenCalled();

    fireEvent.change(field(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('You have only 150 points');

    fireEvent.change(field(), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of points');

    fireEvent.change(field(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChoose).toHaveBeenLastCalledWith({ points: 100, amountMinor: 1000, ratioId: 7 });
  });

  it('shows what is applied and removes it', () => {
    const onChoose = panel({ applied: 50 });
    expect(screen.getByTestId('points-applied').textContent).toBe('50 points used: −฿5');
    fireEvent.click(screen.getByRole('button', { name: 'Remove points' }));
    expect(onChoose).toHaveBeenCalledWith(null);
  });

  it('says when the balance is below the minimum', () => {
    panel({ balance: 15 });
    expect(screen.getByText('You need at least 20 points to use them on this booking')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Use max' }).disabled).toBe(true);
  });
});
