import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { deleteMyAccount, fetchDeletionReasons } from '@/entities/account/deletion-calls';
import { forgetDeletedMember } from '@/entities/account/member-session';
import { failureMessage } from '@/features/account/account-messages';

const OTHER = 'other';

/**
 * Deleting the account (e2e/delete-account.spec.ts): what it means, a reason (one listed, or the member's
 * own words), and one button. Done: the device forgets the member, 'Account deleted', home.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const id = useId();
  const navigate = useNavigate();
  const reasons = useQuery({ queryKey: ['account', 'deletion-reasons', lang], queryFn: ({ signal }) => fetchDeletionReasons(signal) });
  const [picked, setPicked] = useState<string | null>(null);
  const [own, setOwn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (reason: string) => deleteMyAccount(reason),
    onMutate: () => setProblem(null),
    onSuccess: async (message) => {
      forgetDeletedMember();
      showToast(message ?? t`Account deleted`, 'success');
      await navigate({ to: '/', replace: true });
    },
    onError: (error) => setProblem(failureMessage(error, t`Oops, Something went wrong, failed process delete account request`)),
  });

  const reasonText = (): string => {
    if (picked === OTHER) return own.trim();
    return reasons.data?.find((r) => String(r.id) === picked)?.text ?? '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = reasonText();
    if (reason === '') {
      setProblem(t`Please tell us why you are leaving`);
      return;
    }
    remove.mutate(reason);
  };

  return (
    <Dialog open onClose={onClose} size="auth" title={t`Delete account`} closeLabel={t`Close`} describedBy={`${id}-what`}>
      <form className="account-form" noValidate onSubmit={submit}>
        <p id={`${id}-what`}>
          <Trans>
            Your profile, points, favourites and addresses are erased at once, and your upcoming bookings are
            cancelled (prepaid ones refunded). This cannot be undone.
          </Trans>
        </p>
        {reasons.isPending && (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
        {reasons.isError && (
          <p role="alert" className="account-form__failure">
            <Trans>The reasons could not be loaded.</Trans>{' '}
            <button type="button" className="account-form__link" onClick={() => void reasons.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
        {reasons.data && (
          <fieldset className="account-reasons">
            <legend>
              <Trans>Why are you leaving?</Trans>
            </legend>
            {reasons.data.map((reason) => (
              <label key={reason.id} className="account-form__check">
                <input type="radio" name={`${id}-reason`} value={reason.id} checked={picked === String(reason.id)} onChange={() => setPicked(String(reason.id))} />
                {reason.text}
              </label>
            ))}
            <label className="account-form__check">
              <input type="radio" name={`${id}-reason`} value={OTHER} checked={picked === OTHER} onChange={() => setPicked(OTHER)} />
              <Trans>In my own words</Trans>
            </label>
            {picked === OTHER && (
              <div className="account-field">
                <label htmlFor={`${id}-own`}>
                  <Trans>Your reason</Trans>
                </label>
                <textarea id={`${id}-own`} rows={3} maxLength={500} value={own} onChange={(e) => setOwn(e.target.value)} />
              </div>
            )}
          </fieldset>
        )}
        {problem && (
          <p role="alert" className="account-form__failure">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={remove.isPending || !reasons.data}>
          {remove.isPending ? <Trans>Deleting…</Trans> : <Trans>Delete my account</Trans>}
        </button>
      </form>
    </Dialog>
  );
}
