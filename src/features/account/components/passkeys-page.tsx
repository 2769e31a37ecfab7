import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useStore } from '@/lib/create-store';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { sessionStore } from '@/entities/session/session';
import {
  addPasskey,
  isPasskeyCancelled,
  listPasskeys,
  passkeysSupported,
  removePasskey,
} from '@/entities/account/passkey-calls';
import { failureMessage } from '@/features/account/account-messages';
import { TextField } from '@/features/account/components/text-field';
import '@/features/account/account.css';

/**
 * The member's passkeys (/profile/passkeys, signed in only): the list, add one (this device or a
 * security key) and remove one (e2e/passkeys.spec.ts). The fuller profile comes
 * later; this page stays small and is loaded only when opened.
 */
export function PasskeysPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const id = useId();
  const member = useStore(sessionStore);
  const queryClient = useQueryClient();
  const key = ['account', 'passkeys', member?.email ?? null];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => listPasskeys(signal), enabled: member !== null });
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    void passkeysSupported().then(setSupported);
  }, []);

  const add = useMutation({
    mutationFn: () => addPasskey(name.trim()),
    onMutate: () => setFailure(null),
    onSuccess: () => {
      setName('');
      showToast(t`Passkey added`, 'success');
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (!isPasskeyCancelled(error)) setFailure(failureMessage(error, t`failed to add passkey`));
    },
  });
  const remove = useMutation({
    mutationFn: (passkeyId: number) => removePasskey(passkeyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: (error) => setFailure(failureMessage(error, t`failed to remove passkey`)),
  });

  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

  return (
    <section className="account-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Passkeys</Trans>
      </h1>
      <p>
        <Trans>Sign in with your fingerprint, face or screen lock instead of a password.</Trans>
      </p>
      {list.isPending && member && (
        <p role="status">
          <Trans>Loading</Trans>
        </p>
      )}
      {list.data && list.data.length === 0 && (
        <p>
          <Trans>You have no passkeys yet.</Trans>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="passkey-list">
          {list.data.map((passkey) => {
            const added = date(passkey.createdAt);
            const passkeyName = passkey.name;
            return (
              <li key={passkey.id} className="passkey-list__item">
                <span>
                  <strong>{passkey.name}</strong>
                  <br />
                  <Trans>Added {added}</Trans>
                </span>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={remove.isPending}
                  aria-label={t`Remove passkey ${passkeyName}`}
                  onClick={() => remove.mutate(passkey.id)}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {supported ? (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate();
          }}
        >
          <TextField
            id={`${id}-name`}
            label={<Trans>Passkey name (optional)</Trans>}
            autoComplete="off"
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {failure && (
            <p role="alert" className="account-form__failure">
              {failure}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={add.isPending}>
            <Trans>Add a passkey</Trans>
          </button>
        </form>
      ) : (
        <p>
          <Trans>This browser cannot use passkeys.</Trans>
        </p>
      )}
    </section>
  );
}
