import { del, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Confirmation } from '@/contract/confirmation';
import { loadConfirmation, type ConfirmationSources } from '@/entities/confirmation/confirmation-calls';
import {
  findSavedConfirmation,
  forgetConfirmation,
  SAVED_CONFIRMATIONS_KEY,
  saveConfirmation,
} from '@/entities/confirmation/saved-confirmations';

const CONFIRMATION: Confirmation = {
  encryptedId: 'abcdefghijklmnopqrstuvwx',
  reference: '7K3Q9XWD',
  dinerName: 'Malee Sukjai',
  status: 'pending_arrival',
  restaurant: { name: 'Sabai Shabu', slug: 'sabai-shabu', address: 'Sukhumvit 24', phone: '02 123 4567' },
  date: '2030-05-10',
  startTime: '19:00',
  adult: 2,
  kids: 1,
  serviceType: 'dine_in',
  checkedAt: '2030-05-01T03:00:00.000Z',
};
const TODAY = '2030-05-01';

function sources(over: Partial<ConfirmationSources> = {}): ConfirmationSources {
  return {
    fetch: vi.fn(() => Promise.resolve(CONFIRMATION)),
    save: vi.fn(() => Promise.resolve()),
    forget: vi.fn(() => Promise.resolve()),
    find: vi.fn(() => Promise.resolve(null)),
    ...over,
  };
}

const offline = () => Promise.reject(new ApiError('network', 'No connection'));

describe('loadConfirmation', () => {
  it('shows the server’s answer and keeps it on the device', async () => {
    const s = sources();
    await expect(loadConfirmation(CONFIRMATION.encryptedId, 'th', TODAY, undefined, s)).resolves.toEqual({
      confirmation: CONFIRMATION,
      fromDevice: false,
    });
    expect(s.save).toHaveBeenCalledWith(CONFIRMATION, 'th', TODAY);
  });

  it('still shows the answer when the device cannot store it', async () => {
    const s = sources({ save: () => Promise.reject(new Error('QuotaExceededError')) });
    await expect(loadConfirmation(CONFIRMATION.encryptedId, 'en', TODAY, undefined, s)).resolves.toMatchObject({
      fromDevice: false,
    });
  });

  it('shows the kept copy when the server cannot be reached (offline, or failing)', async () => {
    for (const failure of [offline, () => Promise.reject(new ApiError('server', 'Failed doing request', 500))]) {
      const s = sources({ fetch: failure, find: () => Promise.resolve({ confirmation: CONFIRMATION, lang: 'en' }) });
      await expect(loadConfirmation(CONFIRMATION.encryptedId, 'en', TODAY, undefined, s)).resolves.toEqual({
        confirmation: CONFIRMATION,
        fromDevice: true,
      });
    }
  });

  it('fails as the call failed when there is no kept copy', async () => {
    const s = sources({ fetch: offline });
    await expect(loadConfirmation(CONFIRMATION.encryptedId, 'en', TODAY, undefined, s)).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('believes the server’s "not found" over a kept copy, and forgets the copy', async () => {
    const notFound = new ApiError('refused', 'Reservation not found', 404);
    const s = sources({
      fetch: () => Promise.reject(notFound),
      find: () => Promise.resolve({ confirmation: CONFIRMATION, lang: 'en' }),
    });
    await expect(loadConfirmation(CONFIRMATION.encryptedId, 'en', TODAY, undefined, s)).rejects.toBe(notFound);
    expect(s.forget).toHaveBeenCalledWith(CONFIRMATION.encryptedId);
  });

  it('lets a cancelled request stay cancelled', async () => {
    const s = sources({ fetch: () => Promise.reject(new ApiError('abort', 'aborted')) });
    await expect(loadConfirmation(CONFIRMATION.encryptedId, 'en', TODAY, undefined, s)).rejects.toMatchObject({
      kind: 'abort',
    });
    expect(s.find).not.toHaveBeenCalled();
  });
});

describe('the device’s kept confirmations (IndexedDB)', () => {
  afterEach(() => del(SAVED_CONFIRMATIONS_KEY));

  it('keeps a confirmation and finds it again, in either language', async () => {
    await saveConfirmation(CONFIRMATION, 'th', TODAY);
    expect(await findSavedConfirmation(CONFIRMATION.encryptedId, 'th')).toEqual({ confirmation: CONFIRMATION, lang: 'th' });
    expect(await findSavedConfirmation(CONFIRMATION.encryptedId, 'en')).toEqual({ confirmation: CONFIRMATION, lang: 'th' });
    await forgetConfirmation(CONFIRMATION.encryptedId);
    expect(await findSavedConfirmation(CONFIRMATION.encryptedId, 'th')).toBeNull();
  });

  it('ignores what does not fit the contract (a copy written by another app version)', async () => {
    await set(SAVED_CONFIRMATIONS_KEY, [
      { confirmation: { ...CONFIRMATION, reference: 'lower-case' }, lang: 'en' },
      { confirmation: CONFIRMATION, lang: 'fr' },
      'junk',
    ]);
    expect(await findSavedConfirmation(CONFIRMATION.encryptedId, 'en')).toBeNull();
    await set(SAVED_CONFIRMATIONS_KEY, { not: 'a list' });
    expect(await findSavedConfirmation(CONFIRMATION.encryptedId, 'en')).toBeNull();
    await saveConfirmation(CONFIRMATION, 'en', TODAY);
    expect(await findSavedConfirmation(CONFIRMATION.encryptedId, 'en')).not.toBeNull();
  });
});
