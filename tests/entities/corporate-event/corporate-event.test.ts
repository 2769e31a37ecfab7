import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  corporateEventOf,
  corporateEventStore,
  forgetCorporateEvent,
  openCorporateEvent,
} from '@/entities/corporate-event/corporate-event';
import { activateEnglish } from '../../test-utils/render';

type Answer = { status: number; body: unknown };

function stubFetch(answer: Answer | Error) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  return sent;
}

const event = { id: 1, restaurant_id: 13, name: 'Acme party', restaurant_package_ids: [30] };

beforeEach(() => {
  activateEnglish();
  sessionStorage.clear();
  forgetCorporateEvent();
});
afterEach(() => vi.unstubAllGlobals());

describe('openCorporateEvent', () => {
  it('sends the secret with the restaurant, saves the event for this tab and this restaurant only', async () => {
    const sent = stubFetch({ status: 200, body: { success: true, data: event } });
    const opened = await openCorporateEvent('ACME-YEAR-END', 13);
    expect(opened).toMatchObject({ ok: true, event: { id: 1, restaurantId: 13, restaurantPackageIds: [30] } });
    expect(sent[0]).toEqual({ secret_key: 'ACME-YEAR-END', restaurant_id: 13 });
    expect(corporateEventOf(13)?.id).toBe(1);
    expect(corporateEventOf(71)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('hh-corporate-event') ?? 'null')).toMatchObject({ id: 1 });
  });

  it("says 'You open wrong corporate restaurant' when the server refuses another restaurant's event", async () => {
    stubFetch({
      status: 422,
      body: { success: false, message: 'You open wrong corporate restaurant', errors: { restaurant_id: 'You open wrong corporate restaurant' } },
    });
    expect(await openCorporateEvent('SIAMTECH-DINNER', 13)).toEqual({ ok: false, message: 'You open wrong corporate restaurant' });
    expect(corporateEventStore.get()).toBeNull();
  });

  it('checks the answer too: an event of another restaurant is refused the same way', async () => {
    stubFetch({ status: 200, body: { success: true, data: { ...event, restaurant_id: 71 } } });
    expect(await openCorporateEvent('ACME-YEAR-END', 13)).toEqual({ ok: false, message: 'You open wrong corporate restaurant' });
    expect(corporateEventStore.get()).toBeNull();
  });

  it("says 'failed validate event id' for an unknown secret or no answer", async () => {
    stubFetch({ status: 404, body: { success: false, message: 'Corporate event not found', errors: { secret_key: 'x' } } });
    expect(await openCorporateEvent('NOPE', 13)).toEqual({ ok: false, message: 'failed validate event id' });
    stubFetch(new TypeError('Failed to fetch'));
    expect(await openCorporateEvent('NOPE', 13)).toEqual({ ok: false, message: 'failed validate event id' });
  });
});
