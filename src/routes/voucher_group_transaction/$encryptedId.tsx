import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /voucher_group_transaction/{encryptedId} (a language prefix is read off before routing); a chunk of its own. */
const VoucherGroupTransactionPage = lazy(() =>
  retryImport(() => import('@/features/voucher-groups/voucher-group-transaction-page')).then((m) => ({
    default: m.VoucherGroupTransactionPage,
  })),
);

export const Route = createFileRoute('/voucher_group_transaction/$encryptedId')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: function VoucherGroupTransactionRoute() {
    const { encryptedId } = Route.useParams();
    return (
      <Suspense fallback={null}>
        <VoucherGroupTransactionPage encryptedId={encryptedId} />
      </Suspense>
    );
  },
});
