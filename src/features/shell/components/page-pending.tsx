import { Trans } from '@lingui/react/macro';

/** Shown by the router when a page takes longer than a second to load. */
export function PagePending() {
  return (
    <div className="page-pending" role="status">
      <span className="page-pending__spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
