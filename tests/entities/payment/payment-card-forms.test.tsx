import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gbPrimePayTokenize } from '@/entities/payment/card-form-gbprimepay';
import { cardFormOf, SANDBOX_CARD_FORM } from '@/entities/payment/card-form-kind';
import { OMISE_JS_URL, resetOmiseLoader, type OmiseJs } from '@/entities/payment/card-form-omise';
import { tokenizeOwnFields } from '@/entities/payment/card-form-own';
import { PaymentMethods } from '@/entities/payment/payment-methods';
import { useCardForm } from '@/entities/payment/use-card-form';
import { activateEnglish, renderWithI18n } from '../../test-utils/render';

/**
 * The card form per gateway (decision 0013). Omise and GB Prime Pay are unreachable from here: Omise.js
 * is a stubbed window.Omise, GB's tokenization a stubbed fetch answering GB-shaped JSON.
 */
const CARD = {
  name: 'Somchai Jaidee',
  number: '4242 4242 4242 4242',
  expMonthYear: '5/28',
  securityCode: '123',
};
const OMISE = { kind: 'omise', publicKey: 'pkey_test_1', apiUrl: null } as const;
const GB = { kind: 'gbprimepay', publicKey: 'pub_gb', apiUrl: 'https://api.globalprimepay.com' } as const;

beforeAll(() => activateEnglish());

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as { Omise?: unknown }).Omise;
  resetOmiseLoader();
});

function omiseStub(answer: (card: unknown) => [number, Record<string, unknown>]) {
  const calls: { key?: string; card?: unknown } = {};
  const omise: OmiseJs = {
    setPublicKey: (key) => {
      calls.key = key;
    },
    createToken: (_type, card, cb) => {
      calls.card = card;
      const [status, response] = answer(card);
      setTimeout(() => cb(status, response), 0);
    },
  };
  return { omise, calls };
}

describe('which card form', () => {
  it('is the sandbox when config.json says sandbox or nothing', () => {
    expect(cardFormOf(undefined)).toEqual(SANDBOX_CARD_FORM);
    expect(cardFormOf({})).toEqual(SANDBOX_CARD_FORM);
    expect(cardFormOf({ cardForm: 'sandbox', paymentPublicKey: 'x' })).toEqual(SANDBOX_CARD_FORM);
  });

  it('is Omise.js or GB Prime Pay with the public key (GB: its API host, production by default)', () => {
    expect(cardFormOf({ cardForm: 'omise', paymentPublicKey: 'pkey_1' })).toEqual({
      kind: 'omise',
      publicKey: 'pkey_1',
      apiUrl: null,
    });
    expect(cardFormOf({ cardForm: 'gbprimepay', paymentPublicKey: 'pub', paymentApiUrl: null })).toEqual({
      kind: 'gbprimepay',
      publicKey: 'pub',
      apiUrl: 'https://api.gbprimepay.com',
    });
  });

  it('never loads Omise.js with the sandbox; loads it once with Omise', () => {
    renderHook(() => useCardForm());
    renderHook(() => useCardForm(SANDBOX_CARD_FORM));
    expect(document.head.querySelector(`script[src="${OMISE_JS_URL}"]`)).toBeNull();
    renderHook(() => useCardForm(OMISE));
    renderHook(() => useCardForm(OMISE));
    expect(document.head.querySelectorAll(`script[src="${OMISE_JS_URL}"]`)).toHaveLength(1);
  });
});

describe('Omise.js token flow', () => {
  it('sets the public key and tokenizes our fields (digits, month, four-digit year)', async () => {
    const { omise, calls } = omiseStub(() => [
      200,
      {
        object: 'token',
        id: 'tokn_test_1',
        card: { brand: 'Visa', last_digits: '4242', name: 'Somchai Jaidee' },
      },
    ]);
    const result = await tokenizeOwnFields(OMISE, CARD, { loadOmise: () => Promise.resolve(omise) });
    expect(calls.key).toBe('pkey_test_1');
    expect(calls.card).toEqual({
      name: 'Somchai Jaidee',
      number: '4242424242424242',
      expiration_month: 5,
      expiration_year: 2028,
      security_code: '123',
    });
    expect(result).toEqual({
      ok: true,
      value: { token: 'tokn_test_1', card: { brand: 'Visa', lastDigits: '4242', name: 'Somchai Jaidee' } },
    });
  });

  it("shows Omise's refusal, and our field checks' messages before calling Omise", async () => {
    const { omise, calls } = omiseStub(() => [400, { object: 'error', message: 'number is invalid' }]);
    const load = () => Promise.resolve(omise);
    expect(await tokenizeOwnFields(OMISE, CARD, { loadOmise: load })).toEqual({
      ok: false,
      message: 'number is invalid',
    });
    calls.card = undefined;
    expect(await tokenizeOwnFields(OMISE, { ...CARD, securityCode: ' ' }, { loadOmise: load })).toEqual({
      ok: false,
      message: 'All card fields must be filled',
    });
    expect(await tokenizeOwnFields(OMISE, { ...CARD, expMonthYear: '13/28' }, { loadOmise: load })).toEqual({
      ok: false,
      message: 'Card expiry must be in MM/YY format',
    });
    expect(calls.card).toBeUndefined();
  });

  it('a script that does not load, or an Omise that does not answer, is "the card form did not answer"', async () => {
    const failed = await tokenizeOwnFields(OMISE, CARD, {
      loadOmise: () => Promise.reject(new Error('blocked')),
    });
    expect(failed).toEqual({ ok: false, message: 'The card form did not answer. Please try again.' });
    const silent = await tokenizeOwnFields(OMISE, CARD, {
      loadOmise: () => new Promise<OmiseJs>(() => {}),
      timeoutMs: 10,
    });
    expect(silent).toEqual({ ok: false, message: 'The card form did not answer. Please try again.' });
  });

  it('the hook tokenizes the fields the diner typed, through window.Omise', async () => {
    const { omise, calls } = omiseStub(() => [
      200,
      { id: 'tokn_test_2', card: { brand: 'MasterCard', last_digits: '4444' } },
    ]);
    (window as { Omise?: OmiseJs }).Omise = omise;
    const { result } = renderHook(() => useCardForm(OMISE));
    act(() => result.current.setFields({ ...CARD, number: '5555 5555 5555 4444' }));
    let outcome: Awaited<ReturnType<typeof result.current.tokenize>> | undefined;
    await act(async () => {
      outcome = await result.current.tokenize();
    });
    expect(calls.card).toMatchObject({ number: '5555555555554444' });
    expect(outcome).toMatchObject({
      ok: true,
      value: { token: 'tokn_test_2', card: { brand: 'MasterCard' } },
    });
  });
});

describe('GB Prime Pay token flow', () => {
  it('posts the card to GB with the public key and reads the token', async () => {
    const fetchFn = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            rememberCard: false,
            resultCode: '00',
            card: {
              token: 'a76e0bc4-a5ed',
              number: '424242XXXXXX4242',
              expirationMonth: '05',
              expirationYear: '28',
            },
          }),
          { status: 200 },
        ),
      ),
    );
    const result = await tokenizeOwnFields(GB, CARD, { fetch: fetchFn });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('https://api.globalprimepay.com/v2/tokens');
    expect((init!.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa('pub_gb:')}`);
    expect(JSON.parse(init!.body as string)).toEqual({
      rememberCard: false,
      card: {
        number: '4242424242424242',
        expirationMonth: '05',
        expirationYear: '28',
        securityCode: '123',
        name: 'Somchai Jaidee',
      },
    });
    expect(result).toEqual({
      ok: true,
      value: { token: 'a76e0bc4-a5ed', card: { brand: 'Visa', lastDigits: '4242', name: 'Somchai Jaidee' } },
    });
  });

  it("shows GB's refusal, and a network failure in the diner's words", async () => {
    const refused = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ resultCode: '02', resultMessage: 'Invalid card' }), { status: 200 }),
      ),
    );
    expect(await tokenizeOwnFields(GB, CARD, { fetch: refused })).toEqual({
      ok: false,
      message: 'Invalid card',
    });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await tokenizeOwnFields(GB, CARD, { fetch: offline })).toEqual({
      ok: false,
      message: 'Network Error, Please check your internet connection',
    });
  });

  it('sends a four-digit year as two digits', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 500 })));
    const result = await gbPrimePayTokenize(
      'https://gb.test',
      'k',
      {
        name: 'A',
        number: '5555555555554444',
        expirationMonth: '01',
        expirationYear: '2031',
        securityCode: '1',
      },
      fetchFn,
    );
    expect(
      (JSON.parse(fetchFn.mock.calls[0]![1]!.body as string) as { card: { expirationYear: string } }).card
        .expirationYear,
    ).toBe('31');
    expect(result).toEqual({ ok: false, message: 'GB Prime Pay answered 500' });
  });
});

describe('the card step with our own fields', () => {
  it('shows our inputs instead of the sandbox iframe for Omise / GB, and the iframe by default', () => {
    const common = {
      offered: ['card'] as const,
      method: 'card' as const,
      onChange: () => {},
      frameRef: { current: null },
      cardToken: null,
      cardError: null,
      acceptedCreditCards: ['visa'],
      canSaveCard: false,
      saveCard: false,
      onSaveCard: () => {},
      disabled: false,
    };
    const typed: string[] = [];
    const own = renderWithI18n(
      <PaymentMethods
        {...common}
        cardForm="omise"
        cardFields={{ name: '', number: '', expMonthYear: '', securityCode: '' }}
        onCardFields={(f) => typed.push(f.number)}
      />,
    );
    expect(own.container.querySelector('iframe')).toBeNull();
    // Typing fires `input` events, which React's onChange of a text box listens to.
    fireEvent.input(own.getByLabelText('Card number'), { target: { value: '4242' } });
    expect(typed).toEqual(['4242']);
    expect(own.getByLabelText('Expiry (MM/YY)')).toBeTruthy();
    expect(own.container.querySelectorAll('input[name]:not([type="radio"])')).toHaveLength(0);
    own.unmount();
    const sandbox = renderWithI18n(<PaymentMethods {...common} />);
    expect(sandbox.container.querySelector('iframe')?.getAttribute('src')).toContain(
      '/sandbox-gateway/card-form',
    );
  });
});
