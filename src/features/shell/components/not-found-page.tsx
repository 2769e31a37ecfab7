import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The catch-all page: any address no route matches is "Not found". */
export function NotFoundPage() {
  return (
    <div className="page-message">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-message__title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>Sorry, we could not find the page you are looking for.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}
