import { describe, expect, it } from 'vitest';
import { BOOT_ANSWER_MAX_AGE_MS, bootAnswerUsable } from '@/domain/shell/boot-answer-usable';

describe('bootAnswerUsable', () => {
  it('answers the first call of a young page', () => {
    expect(bootAnswerUsable(0, false)).toBe(true);
    expect(bootAnswerUsable(BOOT_ANSWER_MAX_AGE_MS, false)).toBe(true);
  });

  it('answers once only', () => {
    expect(bootAnswerUsable(10, true)).toBe(false);
  });

  it('does not answer once the page is older than the limit', () => {
    expect(bootAnswerUsable(BOOT_ANSWER_MAX_AGE_MS + 1, false)).toBe(false);
  });

  it('does not answer for a clock that went backwards', () => {
    expect(bootAnswerUsable(-1, false)).toBe(false);
  });
});
