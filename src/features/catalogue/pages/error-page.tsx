import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import '@/features/catalogue/pages/pages.css';

/** Longest error id shown: the id comes from the address, anything longer is cut. */
export const MAX_ERROR_ID_LENGTH = 64;

/**
 * /error/{errorId} (a utility page): where a failed flow sends the visitor, naming the
 * error so support can find it, with a way home.
 */
export function ErrorPage({ errorId }: { errorId: string }) {
  const id = errorId.slice(0, MAX_ERROR_ID_LENGTH);
  return (
    <div className="page-message">
      <h1 className="page-message__title">
        <Trans>Oops, something went wrong</Trans>
      </h1>
      <p>
        <Trans>
          Error code: <code className="error-page__id">{id}</code>
        </Trans>
      </p>
      <p>
        <Trans>Please try again later. If it keeps happening, tell our support team the error code.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}
