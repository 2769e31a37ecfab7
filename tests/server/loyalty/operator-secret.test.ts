import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { operatorSecretFromEnv } from '@server/modules/loyalty/operator-secret';
import { realtimeAdminSecret } from '@server/realtime/start-realtime';

const dir = mkdtempSync(path.join(tmpdir(), 'operator-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('operatorSecretFromEnv', () => {
  it('takes OPERATOR_SECRET when long enough, and turns the step off when it is short', () => {
    const long = 'x'.repeat(40);
    expect(operatorSecretFromEnv(dir, { OPERATOR_SECRET: long })).toBe(long);
    expect(operatorSecretFromEnv(dir, { OPERATOR_SECRET: 'short' })).toBeNull();
  });

  it('has no secret in production without OPERATOR_SECRET', () => {
    expect(operatorSecretFromEnv(dir, { NODE_ENV: 'production' })).toBeNull();
  });

  it("locally is the data directory's admin secret: random, never a constant", () => {
    const secret = operatorSecretFromEnv(dir, {});
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).toBe(realtimeAdminSecret(dir));
  });
});
