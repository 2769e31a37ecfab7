import { vi } from 'vitest';

export interface Seen {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

/** A fetch double answering the API's JSON envelope per request; records what was sent. */
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
  vi.stubGlobal('fetch', fetchMock);
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
};
