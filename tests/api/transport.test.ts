import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { api, onSessionExpired } from '@/api/transport';
import { setErrorSink, type ErrorReport } from '@/api/error-reporter';
import { reportsDelivered } from '@/api/report-error-later';
import { NETWORK_TOAST_GAP_MS } from '@/api/notify';
import { appSignals } from '@/lib/app-signals';
import { currentLanguageStore } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast-store';

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
function networkFailure(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}
function calledUrl(n = 0): URL {
  return new URL(fetchMock.mock.calls[n]?.[0] ?? '', 'http://localhost');
}

let toasts: string[] = [];
let reports: ErrorReport[] = [];
let unsubscribe: Array<() => void> = [];
// The network toast gap is measured on Date.now(): every test starts far after the previous one.
let clock = new Date('2030-01-01T00:00:00Z').getTime();

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  clock += 60 * 60 * 1000;
  vi.setSystemTime(clock);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  reports = [];
  appSignals.set({ pendingRequests: 0, maintenance: false, serverBusyOpen: false, updateAvailable: false });
  currentLanguageStore.set('th');
  unsubscribe = [
    toastStore.subscribe(() => {
      const t = toastStore.get();
      if (t) toasts.push(t.message);
    }),
    setErrorSink((r) => reports.push(r)),
  ];
});

afterEach(() => {
  unsubscribe.forEach((u) => u());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Runs a call to the end, letting backoff timers fire. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('api client: wire conventions', () => {
  it('snake_cases query and body, camelizes the answer and keeps unknown top-level keys', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: true, message: null, data: { home_description: 'x', city_id: 1 }, meta_data: { total_restaurants: 9 }, ads: [] }),
    );
    const result = await api.post<{ homeDescription: string; cityId: number }>('/restaurants/calc_delivery_fees.json', {
      query: { cityId: 1, cuisineId: [3, 4], page: { number: 2 } },
      body: { restaurantIds: [1], nested: { startTime: '18:00' } },
    });
    expect(result).toEqual({
      success: true,
      message: null,
      data: { homeDescription: 'x', cityId: 1 },
      metaData: { totalRestaurants: 9 },
      ads: [],
      httpStatus: 200,
    });
    const url = calledUrl();
    expect(url.pathname).toBe('/api/v5/restaurants/calc_delivery_fees.json');
    expect(url.searchParams.get('client_type')).toBe('web');
    expect(url.searchParams.get('locale')).toBe('th');
    expect(url.searchParams.get('minor_version')).toBe('3');
    expect(url.searchParams.get('city_id')).toBe('1');
    expect(url.searchParams.getAll('cuisine_id[]')).toEqual(['3', '4']);
    expect(url.searchParams.get('page[number]')).toBe('2');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ restaurant_ids: [1], nested: { start_time: '18:00' } });
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-HH-Language']).toBe('th');
  });

  it('treats any status under 500 as an answer', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'Data not found' }, 404));
    const result = await api.get('/group_landing_pages/9.json');
    expect(result).toMatchObject({ success: false, message: 'Data not found', data: null, httpStatus: 404 });
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'city_id: bad', errors: { city_id: 'bad' } }, 422));
    expect(await api.get('/banners.json')).toMatchObject({ success: false, errors: { cityId: 'bad' }, httpStatus: 422 });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await api.delete('/x.json')).toEqual({ success: true, message: null, data: null, httpStatus: 204 });
    await reportsDelivered();
    expect(reports).toHaveLength(0);
    expect(toasts).toHaveLength(0);
  });
});

describe('api client: retries', () => {
  it('retries network failures 3 times by default, then fails with a network error', async () => {
    fetchMock.mockImplementation(networkFailure);
    const { error } = await settle(api.get('/cities.json'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error, Please check your internet connection' });
  });

  it('retries a 5xx and returns the later answer', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'boom' }, 502));
    fetchMock.mockResolvedValueOnce(json({ success: true, message: null, data: [1] }));
    const { value } = await settle(api.get<number[]>('/cities.json'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(value?.data).toEqual([1]);
    await reportsDelivered();
    expect(reports).toHaveLength(0);
  });

  it('reports a 5xx that outlives the retries, with its message', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ success: false, message: 'Database down' }, 500)));
    const { error } = await settle(api.get('/cities.json', { retry: 1 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ kind: 'server', message: 'Database down', httpStatus: 500 });
    await reportsDelivered();
    expect(reports).toHaveLength(1);
    expect(toasts).toHaveLength(0);
  });

  it('does not retry writes without an Idempotency-Key, but does with one', async () => {
    fetchMock.mockImplementation(networkFailure);
    await settle(api.post('/reservations.json', { body: {} }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    await settle(api.post('/reservations.json', { body: {}, headers: { 'Idempotency-Key': 'k1' } }));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockClear();
    await settle(api.get('/cities.json', { retry: 0 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockImplementation(networkFailure);
    await settle(api.get('/cities.json'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});

describe('api client: errors', () => {
  it('is silent on abort, even during a backoff', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url, init) => {
      if (init.signal?.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
      return networkFailure();
    });
    const outcome = api.get('/cities.json', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await outcome;
    expect(error).toMatchObject({ kind: 'abort' });
    expect(toasts).toHaveLength(0);
    await reportsDelivered();
    expect(reports).toHaveLength(0);

    const pre = new AbortController();
    pre.abort();
    await expect(api.get('/cities.json', { signal: pre.signal })).rejects.toMatchObject({ kind: 'abort' });
  });

  it('toasts the network error at most once per 15 s and never reports it', async () => {
    fetchMock.mockImplementation(networkFailure);
    // retry: 0 means no backoff timers, so the fake clock moves only when we move it.
    const call = (path: string) => api.get(path, { retry: 0 }).catch(() => undefined);
    await call('/a.json');
    await call('/b.json');
    expect(toasts).toEqual(['Network Error, Please check your internet connection']);
    vi.setSystemTime(Date.now() + NETWORK_TOAST_GAP_MS - 1000);
    await call('/c.json');
    expect(toasts).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1000);
    await call('/d.json');
    expect(toasts).toHaveLength(2);
    await reportsDelivered();
    expect(reports).toHaveLength(0);
  });

  it('503 opens the server-busy modal and sets maintenance, without retry or report', async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'busy' }, 503));
    const { error } = await settle(api.get('/cities.json'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'busy', httpStatus: 503 });
    expect(appSignals.get()).toMatchObject({ serverBusyOpen: true, maintenance: true });
    await reportsDelivered();
    expect(reports).toHaveLength(0);
    expect(toasts).toHaveLength(0);
  });

  it('401 toasts the expired session and tells subscribers; silent401 does neither', async () => {
    const expired = vi.fn();
    unsubscribe.push(onSessionExpired(expired));
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'Unauthorized' }, 401));
    const result = await api.get('/users/me.json');
    expect(result).toMatchObject({ success: false, httpStatus: 401 });
    expect(toasts).toEqual(['Your session has expired, Please login again']);
    expect(expired).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'Wrong password' }, 401));
    await api.post('/oauth/token.json', { body: {}, silent401: true });
    expect(toasts).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('an unreadable answer is "Failed doing request" and is reported', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>proxy</html>', { status: 200 }));
    await expect(api.get('/cities.json')).rejects.toMatchObject({ kind: 'server', message: 'Failed doing request' });
    await reportsDelivered();
    expect(reports).toHaveLength(1);
  });

  it('a request that cannot be built is a reported setup error', async () => {
    const body: Record<string, unknown> = {};
    body.self = { back: body, big: 1n };
    await expect(api.put('/x.json', { body })).rejects.toMatchObject({
      kind: 'setup',
      message: 'Something went wrong when setup http call',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await reportsDelivered();
    expect(reports).toHaveLength(1);
  });

  it('dontReport is silent', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ success: false }, 500)));
    await settle(api.get('/cities.json', { dontReport: true, retry: 0 }));
    fetchMock.mockImplementation(networkFailure);
    await settle(api.get('/cities.json', { dontReport: true, retry: 0 }));
    await reportsDelivered();
    expect(reports).toHaveLength(0);
    expect(toasts).toHaveLength(0);
  });

  it('strips card data from the reports of failed calls', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ success: false, message: 'gateway error' }, 500)));
    await settle(
      api.post('/reservations.json', {
        body: {
          reservation: { adult: 2 },
          creditCard: { cardNumber: '4242424242424242', securityCode: '987', expiryMonth: '12', expiryYear: '2031' },
          omiseToken: 'tokn_test_5zq8h1kxw9abc',
        },
      }),
    );
    await reportsDelivered();
    expect(reports).toHaveLength(1);
    const text = JSON.stringify(reports);
    for (const secret of ['4242424242424242', '987', '2031', 'tokn_test_5zq8h1kxw9abc']) expect(text).not.toContain(secret);
    expect(text).toContain('"adult":2');
  });
});

describe('api client: progress', () => {
  it('counts calls in flight and returns to 0 whatever the outcome', async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (release = r)));
    const first = api.get('/cities.json');
    const second = settle(api.get('/banners.json', { retry: 0 }));
    await Promise.resolve();
    expect(appSignals.get().pendingRequests).toBe(2);
    release(json({ success: true, data: [] }));
    await first;
    await second;
    expect(appSignals.get().pendingRequests).toBe(0);

    const controller = new AbortController();
    controller.abort();
    await api.get('/x.json', { signal: controller.signal }).catch(() => undefined);
    fetchMock.mockResolvedValueOnce(json({}, 503));
    await api.get('/x.json').catch(() => undefined);
    expect(appSignals.get().pendingRequests).toBe(0);
  });
});
