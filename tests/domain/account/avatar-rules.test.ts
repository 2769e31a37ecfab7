import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem } from '@/domain/account/avatar-rules';

describe('avatarProblem', () => {
  it('takes JPEG, PNG and WebP up to the limit', () => {
    expect(avatarProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'IMAGE/PNG', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(avatarProblem({ type: '', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
