import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isVoucherGroupId } from '@/domain/vouchers/voucher-offer';
import { voucherGroupQuery } from '@/entities/voucher/voucher-group-query';
import { getLanguage } from '@/lib/i18n/i18n';
import { retryImport } from '@/lib/retry-import';

/** /voucher_group/{id} (a language prefix is read off before routing): a voucher group; a chunk of its own. */
const VoucherGroupPage = lazy(() =>
  retryImport(() => import('@/features/voucher-groups/voucher-group-page')).then((m) => ({
    default: m.VoucherGroupPage,
  })),
);

export const Route = createFileRoute('/voucher_group/$id')({
  staticData: { scrollToTop: true },
  // Starts the call beside the chunk; the page reads the same query and shows its own states.
  loader: ({ context, params }) => {
    if (!isVoucherGroupId(params.id)) return;
    context.queryClient.ensureQueryData(voucherGroupQuery(params.id, getLanguage())).catch(() => undefined);
  },
  component: function VoucherGroupRoute() {
    const { id } = Route.useParams();
    return (
      <Suspense fallback={null}>
        <VoucherGroupPage id={id} />
      </Suspense>
    );
  },
});
