/**
 * Seat status of a package (tests/domain/catalogue/seat-status.test.ts). The rule names a "showing
 * threshold" without its value; 10 is ours: at or above it the seat count is not worth shouting about.
 */
export const SEAT_SHOWING_THRESHOLD = 10;

export type SeatStatus =
  | { kind: 'normal'; disabled: false }
  | { kind: 'few'; seatsLeft: number; disabled: false }
  | { kind: 'last'; disabled: false }
  | { kind: 'sold-out'; disabled: true };

/** more than the threshold → normal; fewer → 'N Seats left'; exactly one → 'Last One!'; zero → 'Sold Out!'. */
export function seatStatus(seatsLeft: number, threshold: number = SEAT_SHOWING_THRESHOLD): SeatStatus {
  if (seatsLeft <= 0) return { kind: 'sold-out', disabled: true };
  if (seatsLeft === 1) return { kind: 'last', disabled: false };
  // "More than" the threshold gives normal and "fewer" gives the count; equal to it reads as normal.
  if (seatsLeft >= threshold) return { kind: 'normal', disabled: false };
  return { kind: 'few', seatsLeft, disabled: false };
}
