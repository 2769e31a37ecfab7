import { describe, expect, it } from 'vitest';
import { groupCopyValidUntil } from '@/domain/voucher-groups/group-copy-validity';

describe('groupCopyValidUntil', () => {
  it('lasts the group’s days from the day paid, but never past the voucher it copies', () => {
    expect(groupCopyValidUntil('2026-03-01', 30, '2099-12-31')).toBe('2026-03-31');
    expect(groupCopyValidUntil('2026-12-20', 90, '2026-12-31')).toBe('2026-12-31');
  });
});
