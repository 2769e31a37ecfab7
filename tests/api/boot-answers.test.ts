import { describe, expect, it } from 'vitest';
import { createBootAnswerSource } from '@/api/boot-answers';
import { BOOT_ANSWER_MAX_AGE_MS } from '@/domain/shell/boot-answer-usable';

const URL_A = '/api/v5/cities.json?client_type=web&locale=th&minor_version=3';
const inlined = JSON.stringify({ [URL_A]: { status: 200, body: { success: true, data: [1, 2] } } });

describe('createBootAnswerSource', () => {
  it('answers an inlined URL once, with its body and status', async () => {
    const source = createBootAnswerSource(() => inlined, () => 100);
    const first = source.take(URL_A);
    expect(first?.status).toBe(200);
    expect(await first?.json()).toEqual({ success: true, data: [1, 2] });
    expect(source.take(URL_A)).toBeUndefined();
  });

  it('does not answer another URL, not even the same path with another query', () => {
    const source = createBootAnswerSource(() => inlined, () => 100);
    expect(source.take(URL_A.replace('locale=th', 'locale=en'))).toBeUndefined();
    expect(source.take(`${URL_A}&access_token=abc`)).toBeUndefined();
  });

  it('does not answer once the page is old', () => {
    const source = createBootAnswerSource(() => inlined, () => BOOT_ANSWER_MAX_AGE_MS + 1);
    expect(source.take(URL_A)).toBeUndefined();
  });

  it('treats a missing or broken element as no answers', () => {
    expect(createBootAnswerSource(() => null, () => 0).take(URL_A)).toBeUndefined();
    expect(createBootAnswerSource(() => '{not json', () => 0).take(URL_A)).toBeUndefined();
    expect(createBootAnswerSource(() => '[1]', () => 0).take(URL_A)).toBeUndefined();
  });

  it('never serves an inlined refusal', () => {
    const refused = JSON.stringify({ [URL_A]: { status: 500, body: { success: false } } });
    expect(createBootAnswerSource(() => refused, () => 0).take(URL_A)).toBeUndefined();
  });
});
