import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from '@/domain/payments/crc16-ccitt';
import { promptpayPayload } from '@/domain/payments/promptpay-payload';

function payload(...args: Parameters<typeof promptpayPayload>): string {
  const result = promptpayPayload(...args);
  if (!result.ok) throw new Error(result.error);
  return result.payload;
}

/** Splits a payload into its top-level tag → value pairs, checking every length on the way. */
function parseTlv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    out.set(tag, text.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  expect(i).toBe(text.length);
  return out;
}

describe('promptpayPayload', () => {
  // Published payloads for the phone 081-234-5678, produced by the promptpay-qr reference library
  // and accepted by Thai banking apps; our bytes must equal them exactly.
  it('matches the published static payload for 0812345678', () => {
    expect(payload({ type: 'phone', value: '0812345678' }, null)).toBe(
      '00020101021129370016A000000677010111011300668123456785802TH530376463045D82',
    );
  });

  it('matches the published dynamic payloads with an amount', () => {
    expect(payload({ type: 'phone', value: '0812345678' }, 5000)).toBe(
      '00020101021229370016A000000677010111011300668123456785802TH5303764540550.0063049948',
    );
    expect(payload({ type: 'phone', value: '0812345678' }, 420050)).toBe(
      '00020101021229370016A000000677010111011300668123456785802TH530376454074200.506304BF95',
    );
  });

  it('accepts the phone in +66 or with dashes and encodes it the same way', () => {
    const local = payload({ type: 'phone', value: '0812345678' }, 10000);
    expect(payload({ type: 'phone', value: '+66812345678' }, 10000)).toBe(local);
    expect(payload({ type: 'phone', value: '081-234-5678' }, 10000)).toBe(local);
  });

  it('puts a national id under 02 and an e-wallet id under 03 of the PromptPay template', () => {
    const nid = parseTlv(payload({ type: 'national_id', value: '1234567890123' }, 10000));
    expect(parseTlv(nid.get('29')!).get('02')).toBe('1234567890123');
    const wallet = parseTlv(payload({ type: 'ewallet', value: '123456789012345' }, null));
    expect(parseTlv(wallet.get('29')!).get('03')).toBe('123456789012345');
    expect(wallet.get('01')).toBe('11');
  });

  it('is a well-formed EMVCo payload whose tag 63 is the CRC of everything before it', () => {
    const text = payload({ type: 'national_id', value: '0105556012345' }, 123456);
    const tags = parseTlv(text);
    expect(tags.get('00')).toBe('01');
    expect(tags.get('01')).toBe('12');
    expect(parseTlv(tags.get('29')!).get('00')).toBe('A000000677010111');
    expect(tags.get('53')).toBe('764');
    expect(tags.get('58')).toBe('TH');
    expect(tags.get('54')).toBe('1234.56');
    expect(tags.get('63')).toBe(crc16Ccitt(text.slice(0, -4)));
  });

  it('refuses malformed proxies and amounts', () => {
    expect(promptpayPayload({ type: 'phone', value: '12345' }, null)).toEqual({
      ok: false,
      error: 'invalidProxy',
    });
    expect(promptpayPayload({ type: 'national_id', value: '123' }, null)).toEqual({
      ok: false,
      error: 'invalidProxy',
    });
    expect(promptpayPayload({ type: 'ewallet', value: 'abc' }, null)).toEqual({
      ok: false,
      error: 'invalidProxy',
    });
    expect(promptpayPayload({ type: 'phone', value: '0812345678' }, 0)).toEqual({
      ok: false,
      error: 'invalidAmount',
    });
    expect(promptpayPayload({ type: 'phone', value: '0812345678' }, 12.5)).toEqual({
      ok: false,
      error: 'invalidAmount',
    });
  });
});
