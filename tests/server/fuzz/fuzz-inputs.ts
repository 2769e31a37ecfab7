import fc from 'fast-check';
import { addDays } from '@server/db/seed/dates';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '@server/modules/payments/webhook-signature';
import { AYCE_ID, holdBody, RESTAURANT_ID } from '../booking/booking-app';
import { TEST_CONFIG } from '../payments/payments-support';
import { TEST_TODAY } from '../support/test-db';
import { MEMBER_PASSWORD, type KnownValues } from './fuzz-app';
import type { FuzzInputs } from './fuzz-request';

/**
 * What the fuzz test knows of the seeded database and of the rows it made: real ids for path params,
 * values that pass the schemas' patterns and name real things, a valid body per endpoint to break one
 * field at a time, and the webhook signature. Without them nearly every request stops at "not found".
 */
export function fuzzInputs(known: KnownValues, memberToken: string): FuzzInputs {
  const dates = [0, 1, 2, 7, 30, 400, -1].map((d) => addDays(TEST_TODAY, d));
  const hold = holdBody();
  const guest = { name: 'Fuzz Guest', email: 'fuzz@example.com', phone: '+66812345678' };
  const card = {
    name: 'Somchai Jaidee',
    number: '4242424242424242',
    expiration_month: 12,
    expiration_year: 2030,
    security_code: '123',
  };
  return {
    memberToken,
    knownParams: {
      id: [String(RESTAURANT_ID), String(known.holdId), known.chargeId],
      encryptedId: known.encryptedIds,
      paymentId: [known.paymentId],
      slug: ['sabai-shabu-emquartier'],
      key: [String(RESTAURANT_ID), 'sabai-shabu-emquartier'],
    },
    hints: {
      property: {
        restaurantId: fc.constantFrom<unknown>(RESTAURANT_ID, String(RESTAURANT_ID), 1, 2),
        // Package ids in `packages[].id`; the same name in params is covered by knownParams.
        id: fc.constantFrom<unknown>(AYCE_ID, String(AYCE_ID), 1),
        holdToken: fc.constantFrom<unknown>(known.holdToken, 'not-the-token'),
        token: fc.constantFrom<unknown>(known.cardToken, 'tokn_test_unknown', null),
        number: fc.constantFrom<unknown>('4242424242424242', '4000000000003063', '4000000000000002', '1234'),
        // Catalogue queries: real cities and places, and pages from the first to far past the last.
        cityId: fc.constantFrom<unknown>('1', '2', '999'),
        page: fc.oneof(
          fc.record({ number: fc.constantFrom('1', '2', '1000', '99999'), size: fc.constantFrom('10', '50', '100') }),
          fc.constantFrom<unknown>('1', '2'),
        ),
        lat: fc.constantFrom<unknown>('13.7', '1.28', '-91'),
        lng: fc.constantFrom<unknown>('100.5', '103.85', '181'),
        geocode: fc.constantFrom<unknown>('13.7,100.5', '1.28,103.85'),
        nameLike: fc.constantFrom<unknown>('sabai', 'สบาย', 'shabu'),
        sortBy: fc.constantFrom<unknown>('top', 'new'),
        branchIds: fc.constantFrom<unknown>(['1', '2'], '1,2'),
      },
      pattern: {
        ['^\\d{4}-\\d{2}-\\d{2}$']: fc.constantFrom(...dates),
        ['^([01]\\d|2[0-3]):[0-5]\\d$']: fc.constantFrom('19:00', '18:30', '12:00', '00:00', '23:59'),
      },
    },
    corpus: {
      'accounts.signUp': [
        { name: 'Fuzz Newcomer', email: 'fuzz-new@example.com', password: 'another-password' },
      ],
      'accounts.signIn': [
        { grant_type: 'password', username: known.member.email, password: MEMBER_PASSWORD },
      ],
      'accounts.updateProfile': [{ name: 'Fuzz Renamed', language: 'th', subscribe_marketing_email: true }],
      'accounts.requestPasswordReset': [{ email: known.member.email }],
      'accounts.changePassword': [{ current_password: MEMBER_PASSWORD, password: MEMBER_PASSWORD }],
      'booking.createHold': [hold, holdBody({ adult: 1, startTime: '18:00' })],
      'booking.renewHold': [{ ...hold, hold_token: known.holdToken }],
      'booking.createReservation': [
        { ...hold, guest_user: guest },
        { ...holdBody({ adult: 1 }), guest_user: guest },
      ],
      'booking.validateCorporateEvent': [{ secret_key: 'fuzz-secret', restaurant_id: RESTAURANT_ID }],
      'payments.start': [
        { method: 'promptpay' },
        { method: 'card', token: known.cardToken },
        { method: 'true_wallet', phone_number: '0812345678' },
      ],
      'payments.webhooks': [
        {
          object: 'event',
          id: 'evnt_test_fuzz',
          key: 'charge.complete',
          data: { object: 'charge', id: known.chargeId },
        },
      ],
      'sandbox.tokens': [card, { ...card, number: '4000000000003063' }],
      'sandbox.authorize': [{ decision: 'authorize' }, { decision: 'fail' }],
    },
    // Half the webhooks carry a valid signature: a hostile body then reaches the event parser.
    signers: {
      'payments.webhooks': (body) => {
        const at = Math.floor(Date.now() / 1000);
        return {
          [SIGNATURE_HEADER]: signWebhook(TEST_CONFIG.webhookSecret, body, at),
          [TIMESTAMP_HEADER]: String(at),
        };
      },
    },
  };
}
