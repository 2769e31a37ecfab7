import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/account/components/reset-password-page';

interface ResetSearch {
  token: string;
}

/** /reset-password?token=…, where a password-reset mail leads. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  staticData: { scrollToTop: true },
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
