import { vi } from 'vitest';

export interface Seen {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

/** A fetch double answering the API's JSON envelope per request; records what was sent (social config aside). */
export function accountFetch(answer: (seen: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const fetchMock = vi.fn((input: string, init: RequestInit = {}) => {
    const request: Seen = {
      method: init.method ?? 'GET',
      url: input,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    seen.push(request);
    const { status, body } = answer(request);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  // The sign-in modals ask whether social sign-in is offered: here it is not, and that call is not recorded.
  const noSocial = () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: true, message: null, data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    input.includes('/users/social/config.json') ? noSocial() : fetchMock(input, init),
  );
  return { seen, fetchMock };
}

export const MALEE = {
  id: 7,
  name: 'Malee',
  email: 'malee@example.com',
  phone: '0812345678',
  calling_code: '+66',
  phone_verified: false,
  language: 'en',
  birthday: null,
  subscribe_marketing_email: false,
  provider: 'hungrytable',
  referral_code: 'ABCDEF1234',
  avatar: null,
  is_staff: false,
};
