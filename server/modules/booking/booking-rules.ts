import { AppError } from '../../http/app-error';
import type { PackageRow, RestaurantRow } from './booking-repo';
import { addDays, bangkokTime, bangkokToday, isRealDate, weekdayOf } from './booking-time';


/** Bookable on `date`: the package is on sale and not past its expiry day (inclusive). */
export function packageOnSale(p: PackageRow, date: string): boolean {
  return p.isBookable && (p.expiryDate === null || p.expiryDate >= date);
}

/** The last day a booking may be made for (today + daysInAdvance). */
export function lastBookableDate(r: RestaurantRow, today: string): string {
  return addDays(today, r.daysInAdvance);
}

/** A date the restaurant takes bookings on: today … today + daysInAdvance, on an open weekday. */
export function isBookableDate(
  r: RestaurantRow,
  open: ReadonlySet<number>,
  date: string,
  now: Date,
): boolean {
  const today = bangkokToday(now);
  return isRealDate(date) && date >= today && date <= lastBookableDate(r, today) && open.has(weekdayOf(date));
}

/** Today's start times that have passed are not bookable any more. */
export function isFutureStart(date: string, startTime: string, now: Date): boolean {
  return date !== bangkokToday(now) || startTime > bangkokTime(now);
}

/** Throws the answer for a restaurant, date and start time no booking may be made for. */
export function assertBookable(
  r: RestaurantRow,
  open: ReadonlySet<number>,
  date: string,
  startTime: string,
  now: Date,
): void {
  if (!r.isActive || !r.isAllowBooking) throw new AppError(422, 'bookingClosed');
  if (!isBookableDate(r, open, date, now)) throw new AppError(422, 'invalidDate', {}, { field: 'reservation.date' });
  if (!isFutureStart(date, startTime, now))
    throw new AppError(422, 'invalidTime', {}, { field: 'reservation.startTime' });
}
