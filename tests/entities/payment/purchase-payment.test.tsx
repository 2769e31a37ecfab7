import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/contract/config';
import type { SavedCard } from '@/contract/saved-cards';
import { configKey } from '@/entities/config/config-query';
import type { StartPaymentBody } from '@/entities/payment/payment-calls';
import { PurchasePaymentFields } from '@/entities/payment/purchase-payment-fields';
import { usePurchasePayment, type PurchasePaymentOptions } from '@/entities/payment/use-purchase-payment';
import { savedCardsKey } from '@/entities/saved-card/saved-card-query';
import { clearSession, saveSession } from '@/entities/session/session';
import { activateEnglish, testQueryClient } from '../../test-utils/render';

/** A buy page reduced to the payment part: Send shows the request's `payment`, or "none". */
function Page(options: PurchasePaymentOptions) {
  const payment = usePurchasePayment(options);
  const [sent, setSent] = useState<StartPaymentBody | null | undefined>(undefined);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void payment.paymentBody().then(setSent);
      }}
    >
      <PurchasePaymentFields payment={payment} disabled={false} />
      <button type="submit">Send</button>
      {sent !== undefined && <output>{sent ? JSON.stringify(sent) : 'none'}</output>}
    </form>
  );
}

function renderPage(
  config: Partial<AppConfig>,
  options: PurchasePaymentOptions,
  cards?: { email: string; list: SavedCard[] },
) {
  const client = testQueryClient();
  const data = { selectedPaymentProvider: 'omise', cardForm: 'sandbox', features: {}, ...config } as AppConfig;
  client.setQueryData(configKey('en'), data);
  if (cards) client.setQueryData(savedCardsKey(cards.email), cards.list);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Page {...options} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const GIFT = { currency: 'THB', acceptedCreditCards: null } as const;

describe('usePurchasePayment + PurchasePaymentFields (a buy page’s methods)', () => {
  beforeEach(() => activateEnglish());

  it('opens on PromptPay and offers the card and both wallets beside it', async () => {
    renderPage({}, GIFT);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['promptpay', 'card', 'true_wallet', 'shopee_pay']);
    expect(screen.getByLabelText<HTMLInputElement>(/PromptPay QR/).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toContain('{"method":"promptpay"}');
  });

  it('asks for the TrueMoney number, refuses a landline, and sends a mobile number in its local form', async () => {
    renderPage({}, GIFT);
    fireEvent.click(await screen.findByLabelText(/TrueMoney Wallet/));
    const phone = screen.getByLabelText('TrueMoney phone number');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter your TrueMoney phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    fireEvent.change(phone, { target: { value: '02 123 4567' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a Thai mobile number, e.g. 081 234 5678');

    fireEvent.change(phone, { target: { value: '+66 81-234-5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect((screen.getByRole('status')).textContent).toContain('{"method":"true_wallet","phoneNumber":"0812345678"}'),
    );
  });

  it('with GB Prime Pay: no wallets, and our own card fields check themselves before anything is sent', async () => {
    renderPage({ selectedPaymentProvider: 'gbprimepay', cardForm: 'gbprimepay', paymentPublicKey: 'pub_gb' }, GIFT);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['promptpay', 'card']);
    fireEvent.click(screen.getByLabelText(/Credit or debit card/));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('All card fields must be filled');
    // The refusal shows in the click's own render; the page's `output` only after paymentBody() settles.
    expect((await screen.findByRole('status')).textContent).toContain('none');
  });

  it("offers no card at a restaurant that takes none", async () => {
    renderPage({}, { currency: 'THB', acceptedCreditCards: [] });
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['promptpay', 'true_wallet', 'shopee_pay']);
  });
});

const EMAIL = 'dao@example.com';
const SAVE_ON = { features: { enableSaveCc: true } } as unknown as Partial<AppConfig>;
const saved = (id: number, over: Partial<SavedCard> = {}): SavedCard =>
  ({
    id,
    brand: 'Visa',
    lastDigits: String(4000 + id),
    expirationMonth: 12,
    expirationYear: 2099,
    primary: false,
    createdAt: '2026-01-01T00:00:00Z',
    ...over,
  });

describe('a member’s saved cards on a buy page', () => {
  beforeEach(() => {
    activateEnglish();
    saveSession({ name: 'Dao', email: EMAIL, accessToken: 'token-1' });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('offers them above the card form, primary first and picked, an expired one disabled; sends its id', async () => {
    const list = [saved(1, { primary: true }), saved(2, { expirationYear: 2020 }), saved(3)];
    renderPage(SAVE_ON, GIFT, { email: EMAIL, list });
    fireEvent.click(await screen.findByLabelText(/Credit or debit card/));
    const group = screen.getByRole('group', { name: 'Pay with' });
    const options = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    expect(options.map((o) => o.value)).toEqual(['1', '2', '3', 'new']);
    expect(options.map((o) => o.checked)).toEqual([true, false, false, false]);
    expect(options[1]!.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('{"method":"card","cardId":1}'));

    fireEvent.click(options[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('{"method":"card","cardId":3}'));
  });

  it('"a new card" shows the gateway’s form with the save box', async () => {
    renderPage(SAVE_ON, GIFT, { email: EMAIL, list: [saved(1, { primary: true })] });
    fireEvent.click(await screen.findByLabelText(/Credit or debit card/));
    const box = screen.getByLabelText<HTMLInputElement>('Save this card for next time');
    // Under the new card form, which stays loaded (hidden) while a saved card is picked.
    expect(box.closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByLabelText('A new card'));
    expect(box.closest('[hidden]')).toBeNull();
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(screen.getByTitle('Card details')).toBeTruthy();
  });

  it('refuses a saved card of a brand the restaurant does not take before anything is sent', async () => {
    renderPage(SAVE_ON, { currency: 'THB', acceptedCreditCards: ['mastercard'] }, { email: EMAIL, list: [saved(1, { primary: true })] });
    fireEvent.click(await screen.findByLabelText(/Credit or debit card/));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Visa/i);
    expect((await screen.findByRole('status')).textContent).toContain('none');
  });

  it('with no saved cards: just the new card form and its save box', async () => {
    renderPage(SAVE_ON, GIFT, { email: EMAIL, list: [] });
    fireEvent.click(await screen.findByLabelText(/Credit or debit card/));
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(screen.getByLabelText('Save this card for next time')).toBeTruthy();
    expect(screen.queryByTestId('saved-cards-note')).toBeNull();
  });

  it('says the saved cards could not be loaded, and the new card form still works', async () => {
    // A refusal (no transport retries), so the list fails after the query's own single retry.
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"success":false}', { status: 404 }))));
    renderPage(SAVE_ON, GIFT);
    fireEvent.click(await screen.findByLabelText(/Credit or debit card/));
    expect(screen.getByTestId('saved-cards-note').textContent).toBe('Loading your saved cards…');
    await waitFor(
      () =>
        expect(screen.getByTestId('saved-cards-note').textContent).toBe(
          'Your saved cards could not be loaded. You can still pay with a new card.',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByTitle('Card details')).toBeTruthy();
    expect(screen.getByLabelText('Save this card for next time')).toBeTruthy();
  });

  it('offers neither to a guest nor with the switch off', async () => {
    clearSession();
    renderPage(SAVE_ON, GIFT, { email: EMAIL, list: [saved(1, { primary: true })] });
    fireEvent.click(await screen.findByLabelText(/Credit or debit card/));
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(screen.queryByLabelText('Save this card for next time')).toBeNull();
  });
});
