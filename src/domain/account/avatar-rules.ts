/**
 * What an avatar upload may be (tests/domain/account/avatar-rules.test.ts): a JPEG, PNG or WebP picture
 * of at most AVATAR_MAX_BYTES. The browser checks before sending (no wasted upload); the server checks
 * again and also decodes the picture, since a file's stated type proves nothing.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The form field of PUT /users.json (multipart) that carries the picture. */
export const AVATAR_FIELD = 'avatar';

export type AvatarProblem = 'type' | 'size' | 'empty';

export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
