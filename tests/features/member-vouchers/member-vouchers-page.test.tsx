import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/entities/session/session';
import { MemberVouchersPage } from '@/features/member-vouchers/member-vouchers-page';
import { renderWithRouter } from '../../test-utils/render';
import { accountFetch } from '../account/account-fetch';

const money = (amount: number) => ({ amount, currency: 'THB', symbol: '฿', format: `฿${amount}` });
const gift = {
  id: 3,
  type: 'vouchers',
  voucher_code: 'GIFT300',
  voucher_category: 'gift_voucher',
  is_deductible: true,
  amount_used: money(200),
  payment_types: [],
  is_valid: true,
  is_success: true,
  validation_message: null,
  attributes: {
    name: 'Gift voucher',
    category: 'gift',
    amount_type: 'stored',
    usage_type: 'deductible',
    value: money(500),
    percent: null,
    max_discount: null,
    min_spend: money(0),
    balance: money(300),
    valid_from: '2026-01-01',
    valid_until: '2027-01-31',
    restaurant_ids: [],
    package_types: [],
    service_types: [],
    needs_card: false,
    group_id: null,
    status: 'active',
  },
};
const page = (data: unknown[]) => ({
  status: 200,
  body: {
    success: true,
    message: null,
    data,
    links: { self: '/x', first: '/x', last: '/x', prev: null, next: null },
    meta: { total: data.length },
  },
});

describe('/profile/voucher', () => {
  beforeEach(() => saveSession({ name: 'Malee', email: 'malee@example.com', accessToken: 'tok-1' }));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("lists the member's active vouchers, asking for the active section", async () => {
    const { seen } = accountFetch(() => page([gift]));
    await renderWithRouter(<MemberVouchersPage />);
    expect(await screen.findByRole('heading', { name: 'Gift voucher' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Balance ฿300')).toBeTruthy();
    expect(screen.getByText('Code GIFT300')).toBeTruthy();
    // The page also reads the voucher groups, in whichever order the two calls leave.
    const listCall = seen.find((call) => call.url.includes('/users/vouchers.json'));
    expect(listCall).toBeTruthy();
    expect(decodeURIComponent(listCall!.url)).toContain('section_type=active');
  });

  it('says when there are none', async () => {
    accountFetch(() => page([]));
    await renderWithRouter(<MemberVouchersPage />);
    expect(await screen.findByText(/You have no vouchers yet/, {}, { timeout: 8000 })).toBeTruthy();
  });

  it('shows the failure and tries again', async () => {
    let fail = true;
    accountFetch(() => (fail ? { status: 500, body: { success: false, message: 'boom' } } : page([gift])));
    await renderWithRouter(<MemberVouchersPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('Oops, something went wrong, failed get voucher list');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Gift voucher' })).toBeTruthy(), {
      timeout: 8000,
    });
  });
});
