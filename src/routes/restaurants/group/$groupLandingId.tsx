import { createFileRoute } from '@tanstack/react-router';
import { GroupLandingPage } from '@/features/catalogue/group-landing/group-landing-page';
import { loadGroupLanding } from '@/features/catalogue/group-landing/load-group-landing';

/** /restaurants/group/{groupLandingId}: a group landing page by id or slug. */
export const Route = createFileRoute('/restaurants/group/$groupLandingId')({
  loader: ({ context, params }) => loadGroupLanding(context.queryClient, params.groupLandingId),
  component: function GroupLandingRoute() {
    const { groupLandingId } = Route.useParams();
    return <GroupLandingPage idOrSlug={groupLandingId} />;
  },
});
