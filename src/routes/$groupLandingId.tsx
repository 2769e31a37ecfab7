import { createFileRoute } from '@tanstack/react-router';
import { GroupLandingPage } from '@/features/catalogue/group-landing/group-landing-page';
import { loadGroupLanding } from '@/features/catalogue/group-landing/load-group-landing';

/**
 * /{groupLandingId}: the short address of a group landing page. Static routes (/me,
 * /restaurants, …) rank above this dynamic one; any other single segment asks the server, and an
 * unknown one ends on the not-found look.
 */
export const Route = createFileRoute('/$groupLandingId')({
  loader: ({ context, params }) => loadGroupLanding(context.queryClient, params.groupLandingId),
  component: function GroupLandingShortRoute() {
    const { groupLandingId } = Route.useParams();
    return <GroupLandingPage idOrSlug={groupLandingId} />;
  },
});
