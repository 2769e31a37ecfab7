import { z } from 'zod';
import { REFERENCE_PATTERN } from '@/domain/booking/booking-reference';
import { answerOf } from './answer';
import { reservationStatuses } from './booking-constants';

/**
 * GET /reservations/{encryptedId}/confirmation.json — a booking's confirmation as the diner shows it at
 * the door: who booked, the booking reference, where and when, and whom to call to cancel or change.
 * The key is the reservation's unguessable public id (≥128 random bits, the one in its landing URL);
 * anyone holding that link may read it, so it carries nothing a restaurant would not see on the day
 * (no e-mail, no phone of the diner, no payment). Small on purpose: the device keeps a copy to show
 * offline.
 */
export const confirmationSchema = z.object({
  encryptedId: z.string(),
  reference: z.string().regex(REFERENCE_PATTERN),
  /** The guest the table is for: the recorded guest when the booker named one, else the booker. */
  dinerName: z.string(),
  status: z.enum(reservationStatuses),
  restaurant: z.object({
    name: z.string(),
    slug: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
  }),
  date: z.string(),
  startTime: z.string(),
  adult: z.number().int(),
  kids: z.number().int(),
  serviceType: z.enum(['dine_in', 'delivery', 'pick_up', 'experience']),
  /** When the server answered (ISO 8601): a copy kept on the device says how old it is. */
  checkedAt: z.string(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

export const confirmationParamsSchema = z.object({ encryptedId: z.string().max(100) });
export const confirmationAnswerSchema = answerOf(confirmationSchema);
