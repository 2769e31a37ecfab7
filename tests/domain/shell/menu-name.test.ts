import { describe, expect, it } from 'vitest';
import { menuName } from '@/domain/shell/menu-name';

describe('menuName', () => {
  it('keeps names of 10 characters or fewer on a phone', () => {
    expect(menuName('Somchai Ja', 'phone')).toBe('Somchai Ja');
  });

  it('truncates longer names at 10 characters on a phone', () => {
    expect(menuName('Somchai Jaidee', 'phone')).toBe('Somchai Ja…');
  });

  it('never truncates on tablet or desktop', () => {
    expect(menuName('Somchai Jaidee', 'tablet')).toBe('Somchai Jaidee');
    expect(menuName('Somchai Jaidee', 'large-desktop')).toBe('Somchai Jaidee');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(menuName('😀😀😀😀😀😀😀😀😀😀😀', 'phone')).toBe('😀😀😀😀😀😀😀😀😀😀…');
  });

  it('trims surrounding spaces first', () => {
    expect(menuName('  Nok  ', 'phone')).toBe('Nok');
  });
});
