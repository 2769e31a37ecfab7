import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from '@server/modules/payments/webhook-signature';

const secret = 'whsec-test';
const body =
  '{"object":"event","id":"evnt_test_1","key":"charge.complete","data":{"object":"charge","id":"chrg_test_1"}}';
const now = 1_795_000_000;

describe('webhook signature', () => {
  it('accepts the HMAC-SHA256 of "timestamp.body" with the secret', () => {
    const sig = signWebhook(secret, body, now);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: sig,
        timestampHeader: String(now),
        nowSeconds: now + 10,
      }),
    ).toEqual({ ok: true });
  });

  it('accepts any of several signatures (secret rotation)', () => {
    const good = signWebhook(secret, body, now);
    const other = signWebhook('old-secret', body, now);
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: `${other},${good}`,
        timestampHeader: String(now),
        nowSeconds: now,
      }).ok,
    ).toBe(true);
  });

  it('refuses a changed body, another secret, a changed timestamp or garbage', () => {
    const sig = signWebhook(secret, body, now);
    const check = (over: Partial<Parameters<typeof verifyWebhook>[0]>) =>
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: sig,
        timestampHeader: String(now),
        nowSeconds: now,
        ...over,
      });
    expect(check({ rawBody: body.replace('chrg_test_1', 'chrg_test_2') })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(check({ secret: 'other' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ timestampHeader: String(now + 1), nowSeconds: now + 1 })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(check({ signatureHeader: 'zz' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ signatureHeader: sig.slice(0, 62) })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses missing headers and timestamps outside the tolerance', () => {
    const sig = signWebhook(secret, body, now);
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: null,
        timestampHeader: String(now),
        nowSeconds: now,
      }),
    ).toEqual({ ok: false, reason: 'missing' });
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: sig,
        timestampHeader: 'soon',
        nowSeconds: now,
      }),
    ).toEqual({ ok: false, reason: 'missing' });
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: sig,
        timestampHeader: String(now),
        nowSeconds: now + 301,
      }),
    ).toEqual({ ok: false, reason: 'stale' });
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: sig,
        timestampHeader: String(now),
        nowSeconds: now - 301,
      }),
    ).toEqual({ ok: false, reason: 'stale' });
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        signatureHeader: sig,
        timestampHeader: String(now),
        nowSeconds: now + 1000,
        toleranceSeconds: 3600,
      }).ok,
    ).toBe(true);
  });
});
