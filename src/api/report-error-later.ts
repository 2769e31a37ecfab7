import type { reportError as ReportError } from '@/api/error-reporter';

let delivered: Promise<void> = Promise.resolve();

/**
 * Hands a failure to the error reporter (src/api/error-reporter.ts), which is loaded with the first report:
 * most visits have none, so its card-data scrubbing is not part of the first bundle (decision 0064).
 * Reports keep their order. One the reporter cannot take (its code cannot be loaded, offline on a version
 * this device has not cached) is dropped, like a sink that fails. tests/api/report-error-later.test.ts.
 */
export function reportErrorLater(...report: Parameters<typeof ReportError>): void {
  delivered = delivered
    .then(() => import('@/api/error-reporter'))
    .then(({ reportError }) => reportError(...report))
    .catch(() => undefined);
}

/** Settles once every report handed over so far has reached the sink (or was dropped). */
export function reportsDelivered(): Promise<void> {
  return delivered;
}
