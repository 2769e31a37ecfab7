import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '@/features/catalogue/pages/error-page';

/** /error/{errorId}, a utility page: two segments, so it never reaches the /{groupLandingId} route. */
export const Route = createFileRoute('/error/$errorId')({
  component: function ErrorRoute() {
    const { errorId } = Route.useParams();
    return <ErrorPage errorId={errorId} />;
  },
});
