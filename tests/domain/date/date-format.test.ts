import { describe, expect, it } from 'vitest';
import {
  birthdayToApi,
  displayToIsoDate,
  isValidIsoDate,
  isoToDisplayDate,
  parseIsoDate,
  toDisplayDate,
  toIsoDate,
} from '@/domain/date/date-format';

describe('date formats', () => {
  it('writes YYYY-MM-DD and DD/MM/YYYY from parts', () => {
    expect(toIsoDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    expect(toDisplayDate({ year: 2026, month: 3, day: 5 })).toBe('05/03/2026');
  });
  it('converts between the two', () => {
    expect(isoToDisplayDate('2026-12-31')).toBe('31/12/2026');
    expect(displayToIsoDate('31/12/2026')).toBe('2026-12-31');
  });
  it('rejects dates that do not exist', () => {
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
    expect(parseIsoDate('nope')).toBeNull();
    expect(displayToIsoDate('31/04/2026')).toBeNull();
    expect(isoToDisplayDate('1900-02-29')).toBeNull();
    expect(isValidIsoDate('2000-02-29')).toBe(true);
  });
  it('turns a birthday into the dashed API form', () => {
    expect(birthdayToApi('1990/07/15')).toBe('1990-07-15');
    expect(birthdayToApi('15/07/1990')).toBe('1990-07-15');
    expect(birthdayToApi('1990-07-15')).toBe('1990-07-15');
    expect(birthdayToApi('1990/02/30')).toBeNull();
    expect(birthdayToApi('')).toBeNull();
  });
});
