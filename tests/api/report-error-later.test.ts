import { afterEach, describe, expect, it } from 'vitest';
import { setErrorSink, type ErrorReport } from '@/api/error-reporter';
import { reportErrorLater, reportsDelivered } from '@/api/report-error-later';

describe('reportErrorLater', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('delivers each report to the sink, stripped, in the order given', async () => {
    const reports: ErrorReport[] = [];
    restore = setErrorSink((r) => reports.push(r));
    reportErrorLater(new Error('first'), { cardNumber: '4242424242424242' });
    reportErrorLater(new Error('second'));
    await reportsDelivered();
    expect(reports.map((r) => r.message)).toEqual(['first', 'second']);
    expect(reports[0]!.context).toEqual({ cardNumber: '[redacted]' });
  });

  it('a sink that throws loses that report only', async () => {
    const reports: ErrorReport[] = [];
    let calls = 0;
    restore = setErrorSink((r) => {
      calls += 1;
      if (calls === 1) throw new Error('sink down');
      reports.push(r);
    });
    reportErrorLater(new Error('lost'));
    reportErrorLater(new Error('kept'));
    await reportsDelivered();
    expect(reports.map((r) => r.message)).toEqual(['kept']);
  });
});
