import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/voucher: the member's vouchers, signed in only; the page is a chunk of its own. */
const MemberVouchersPage = lazy(() =>
  retryImport(() => import('@/features/member-vouchers/member-vouchers-page')).then((m) => ({ default: m.MemberVouchersPage })),
);

export const Route = createFileRoute('/profile/voucher')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function MemberVouchersRoute() {
    return (
      <Suspense fallback={null}>
        <MemberVouchersPage />
      </Suspense>
    );
  },
});
