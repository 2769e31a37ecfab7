import { describe, expect, it } from 'vitest';
import { analyticsBirthday, isAnalyticsBirthday } from '@/domain/tracking/analytics-birthday';

describe('analytics birthday', () => {
  it('is day and month, DD-MM, from the profile forms', () => {
    expect(analyticsBirthday('1990-04-13')).toBe('13-04');
    expect(analyticsBirthday('13/04/1990')).toBe('13-04');
    expect(analyticsBirthday('05-11')).toBe('05-11');
    expect(analyticsBirthday('2000-02-29')).toBe('29-02');
  });

  it('is null for anything that is not a real day', () => {
    for (const bad of ['', '1990-13-01', '31-04', '00-01', '4-13', '13-4', '1990/04/13', 'yesterday']) {
      expect(analyticsBirthday(bad), bad).toBeNull();
    }
    expect(analyticsBirthday(null)).toBeNull();
  });

  it('checks DD-MM text', () => {
    expect(isAnalyticsBirthday('29-02')).toBe(true);
    expect(isAnalyticsBirthday('30-02')).toBe(false);
    expect(isAnalyticsBirthday('1990-04-13')).toBe(false);
    expect(isAnalyticsBirthday('04-13')).toBe(false);
  });
});
