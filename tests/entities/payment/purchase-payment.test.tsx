import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@/contract/config';
import { configKey } from '@/entities/config/config-query';
import type { StartPaymentBody } from '@/entities/payment/payment-calls';
import { PurchasePaymentFields } from '@/entities/payment/purchase-payment-fields';
import { usePurchasePayment, type PurchasePaymentOptions } from '@/entities/payment/use-purchase-payment';
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

function renderPage(config: Partial<AppConfig>, options: PurchasePaymentOptions) {
  const client = testQueryClient();
  const data = { selectedPaymentProvider: 'omise', cardForm: 'sandbox', ...config } as AppConfig;
  client.setQueryData(configKey('en'), data);
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
    expect((screen.getByRole('status')).textContent).toContain('none');
  });

  it("offers no card at a restaurant that takes none", async () => {
    renderPage({}, { currency: 'THB', acceptedCreditCards: [] });
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['promptpay', 'true_wallet', 'shopee_pay']);
  });
});
