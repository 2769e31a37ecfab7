import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoucherView } from '@/contract/vouchers';
import { bookingStore, emptySession } from '@/features/booking/booking-store';
import { VoucherPanel } from '@/features/booking/vouchers/voucher-panel';
import { renderWithI18n, testQueryClient } from '../../test-utils/render';

const calls = vi.hoisted(() => ({ checkVoucher: vi.fn(), fetchMemberVouchers: vi.fn() }));
vi.mock('@/entities/voucher/voucher-calls', () => calls);
const hold = vi.hoisted(() => ({ saveHeldVouchers: vi.fn(() => Promise.resolve()) }));
vi.mock('@/features/booking/hooks/use-seat-hold', () => hold);

const money = (amount: number) => ({ amount, currency: 'THB' as const, symbol: '฿', format: `฿${amount}` });

function view(code: string, patch: Partial<VoucherView> = {}): VoucherView {
  return {
    id: code.length,
    type: 'vouchers',
    voucherCode: code,
    voucherCategory: code.startsWith('HHGIFT') ? 'gift_voucher' : 'other',
    isDeductible: false,
    amountUsed: money(100),
    paymentTypes: [],
    isValid: true,
    isSuccess: true,
    validationMessage: null,
    attributes: { name: `${code} name`, needsCard: code === 'KBANK20' } as VoucherView['attributes'],
    ...patch,
  };
}

const booking = { restaurantId: 1, adult: 2, kids: 0, packages: [{ id: 9, quantity: 2, menus: [] }] };
const context = (isMember: boolean) => ({ booking, reservationDate: '2030-01-02', paymentType: null, isMember });

const holdBody = () => null;

function renderPanel(memberEmail: string | null = null) {
  renderWithI18n(
    <QueryClientProvider client={testQueryClient()}>
      <VoucherPanel
        context={context(memberEmail !== null)}
        memberEmail={memberEmail}
        holdBody={memberEmail === null ? null : holdBody}
      />
    </QueryClientProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Voucher code' });
const apply = (code: string) => {
  fireEvent.change(field(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

beforeEach(() => {
  calls.checkVoucher.mockReset();
  calls.fetchMemberVouchers.mockReset();
  hold.saveHeldVouchers.mockClear();
  bookingStore.set(() => emptySession());
});

describe('the step-5 voucher panel', () => {
  it('asks a guest for a code, then a phone and an e-mail, in an alert the field points to', () => {
    renderPanel();
    apply('');
    expect(screen.getByRole('alert').textContent).toBe('Please enter voucher code');
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    apply('DINE15');
    expect(screen.getByRole('alert').textContent).toBe('please enter your phone');
    bookingStore.set((s) => ({ ...s, guest: { ...s.guest, phone: '0812345678' } }));
    apply('DINE15');
    expect(screen.getByRole('alert').textContent).toBe('please enter your email');
    expect(calls.checkVoucher).not.toHaveBeenCalled();
  });

  it('keeps the server list, flags a refused voucher, refuses a repeat, removes one and all', async () => {
    bookingStore.set((s) => ({ ...s, guest: { ...s.guest, phone: '0812345678', email: 'g@x.co' } }));
    renderPanel();
    calls.checkVoucher.mockResolvedValueOnce({ ok: true, answer: { data: [view('HHGIFT500')], meta: {} } });
    apply('hhgift500');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Voucher applied'));
    expect(calls.checkVoucher).toHaveBeenCalledWith(
      expect.objectContaining({ voucherCode: 'hhgift500', appliedCodes: [], email: 'g@x.co', callingCode: '+66' }),
    );
    apply('HHGIFT500');
    expect(screen.getByRole('alert').textContent).toBe('Voucher already inserted');

    const message = 'This voucher needs a card payment, please enter your card details first';
    calls.checkVoucher.mockResolvedValueOnce({
      ok: false,
      message,
      onCode: true,
      answer: { data: [view('KBANK20', { isValid: false, validationMessage: message })], meta: {} },
    });
    apply('KBANK20');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(bookingStore.get().vouchers.map((v) => [v.code, v.failed])).toEqual([
      ['HHGIFT500', false],
      ['KBANK20', true],
    ]);
    // The card field appears; only the masked number is kept.
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number for the voucher' }), {
      target: { value: '4242 4242 4242 4242' },
    });
    expect(bookingStore.get().voucherCard).toBe('42424242424XXXX');

    fireEvent.click(screen.getByRole('button', { name: 'Remove voucher HHGIFT500' }));
    expect(bookingStore.get().vouchers.map((v) => v.code)).toEqual(['KBANK20']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove all vouchers' }));
    expect(bookingStore.get().vouchers).toEqual([]);
    expect(bookingStore.get().voucherCard).toBeNull();
  });

  it('lets a member pick one of their own active vouchers, checked without guest details', async () => {
    calls.fetchMemberVouchers.mockResolvedValue({ data: [view('WELCOME100')], links: {}, meta: { total: 1 } });
    calls.checkVoucher.mockResolvedValueOnce({ ok: true, answer: { data: [view('WELCOME100')], meta: {} } });
    renderPanel('m@x.co');
    const picker = await screen.findByRole('combobox', { name: 'Your vouchers' });
    fireEvent.change(picker, { target: { value: 'WELCOME100' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Voucher applied'));
    const sent = calls.checkVoucher.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent.voucherCode).toBe('WELCOME100');
    expect(sent).not.toHaveProperty('email');
    expect(calls.fetchMemberVouchers).toHaveBeenCalledWith('active', 1, expect.anything());
  });

  it("keeps a member's hold in step with the accepted codes once each check has settled, never half way", async () => {
    calls.fetchMemberVouchers.mockResolvedValue({ data: [], links: {}, meta: { total: 0 } });
    // A resumed booking: two codes wait for their check; the second is refused now.
    bookingStore.set((s) => ({ ...s, vouchersToRecheck: ['HHGIFT500', 'OLD100'] }));
    calls.checkVoucher
      .mockResolvedValueOnce({ ok: true, answer: { data: [view('HHGIFT500')], meta: {} } })
      .mockResolvedValueOnce({ ok: false, message: 'Voucher expired', onCode: true, answer: null });
    renderPanel('m@x.co');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Voucher expired'));
    await waitFor(() => expect(hold.saveHeldVouchers).toHaveBeenLastCalledWith(holdBody, ['HHGIFT500']));
    // Before the check: the codes waiting; after it: the accepted one. Never an empty or partial list.
    expect(hold.saveHeldVouchers.mock.calls.map((c) => (c as unknown[])[1])).toEqual([['HHGIFT500', 'OLD100'], ['HHGIFT500']]);

    calls.checkVoucher.mockResolvedValueOnce({ ok: true, answer: { data: [view('HHGIFT500'), view('HHGIFT1000')], meta: {} } });
    apply('HHGIFT1000');
    await waitFor(() => expect(hold.saveHeldVouchers).toHaveBeenLastCalledWith(holdBody, ['HHGIFT500', 'HHGIFT1000']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove all vouchers' }));
    await waitFor(() => expect(hold.saveHeldVouchers).toHaveBeenLastCalledWith(holdBody, []));
  });

  it("a guest's hold is not renewed for vouchers", async () => {
    bookingStore.set((s) => ({ ...s, guest: { ...s.guest, phone: '0812345678', email: 'g@x.co' } }));
    renderPanel();
    calls.checkVoucher.mockResolvedValueOnce({ ok: true, answer: { data: [view('HHGIFT500')], meta: {} } });
    apply('HHGIFT500');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Voucher applied'));
    expect(hold.saveHeldVouchers).not.toHaveBeenCalled();
  });
});
