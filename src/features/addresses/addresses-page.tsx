import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { Address } from '@/contract/addresses';
import { toastApiError } from '@/api/toast-api-error';
import { useStore } from '@/lib/create-store';
import { showToast } from '@/lib/toast-store';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { addressesKey, addressesQuery } from '@/entities/address/address-query';
import { AddressForm, KIND_LABELS, type AddressFormValues } from '@/features/addresses/address-form';
import { sessionStore } from '@/entities/session/session';
import '@/features/addresses/addresses.css';

const loadCalls = () => import('@/entities/address/address-calls');

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/**
 * /profile/address, signed in only: the member's saved addresses, primary first and marked; add and
 * edit in one form, delete after a confirmation, make another one primary (e2e/addresses.spec.ts).
 */
export function AddressesPage() {
  const id = useId();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const member = useStore(sessionStore);
  const email = member?.email ?? null;
  const profile = useQuery({ ...memberProfileQuery(email), enabled: member !== null });
  const userId = profile.data?.id;
  const list = useQuery(addressesQuery(email, userId));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const failedList = i18n._(msg`Oops, something went wrong, failed get your addresses`);
  const error = list.error ?? profile.error;
  useEffect(() => {
    if (error) toastApiError(error, failedList);
  }, [error, failedList]);

  const refresh = () => client.invalidateQueries({ queryKey: addressesKey(email) });

  const save = useMutation({
    mutationFn: async (values: AddressFormValues) => {
      if (userId === undefined) throw new Error('The member id is not known yet');
      const calls = await loadCalls();
      if (editing?.mode === 'edit') return calls.editAddress(userId, editing.address.id, values);
      return calls.addAddress(userId, values);
    },
    onSuccess: async (saved) => {
      showToast(saved.message ?? i18n._(msg`Address saved`), 'success');
      setEditing(null);
      await refresh();
      addButton.current?.focus();
    },
  });

  const primary = useMutation({
    mutationFn: async (address: Address) => {
      if (userId === undefined) throw new Error('The member id is not known yet');
      return (await loadCalls()).makeAddressPrimary(userId, address.id);
    },
    onSuccess: async (saved) => {
      showToast(saved.message ?? i18n._(msg`Primary address changed`), 'success');
      await refresh();
    },
    onError: (e) =>
      toastApiError(e, i18n._(msg`Oops, something went wrong, failed change your primary address`)),
  });

  const remove = useMutation({
    mutationFn: async (address: Address) => {
      if (userId === undefined) throw new Error('The member id is not known yet');
      return (await loadCalls()).deleteAddress(userId, address.id);
    },
    onSuccess: async (message) => {
      showToast(message ?? i18n._(msg`Address deleted`), 'success');
      setDeleting(null);
      await refresh();
      addButton.current?.focus();
    },
    onError: (e) => {
      setDeleting(null);
      toastApiError(e, i18n._(msg`Oops, something went wrong, failed delete your address`));
    },
  });

  const openForm = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  const addresses = list.data ?? [];
  const loading = profile.isPending || (userId !== undefined && list.isPending);

  return (
    <section className="addresses-page" aria-labelledby={`${id}-title`}>
      <div className="addresses-page__head">
        <h1 id={`${id}-title`}>
          <Trans>Saved addresses</Trans>
        </h1>
        {editing === null && !loading && !(list.isError && list.data === undefined) && (
          <button
            ref={addButton}
            type="button"
            className="button button--primary"
            onClick={() => openForm({ mode: 'add' })}
          >
            <Trans>Add address</Trans>
          </button>
        )}
      </div>

      {editing !== null && (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          editing={editing.mode === 'edit' ? editing.address : null}
          saving={save.isPending}
          error={save.error}
          onSave={(values) => save.mutate(values)}
          onCancel={() => {
            setEditing(null);
            save.reset();
          }}
        />
      )}

      {loading ? (
        <p role="status" aria-busy="true">
          <Trans>Loading</Trans>
        </p>
      ) : error && list.data === undefined ? (
        <div className="page-state" role="alert">
          <p>{failedList}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void (profile.isError ? profile.refetch() : list.refetch())}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : addresses.length === 0 ? (
        editing === null && (
          <div className="page-state">
            <p>
              <Trans>No saved addresses yet. Save one to choose it quickly when you order delivery.</Trans>
            </p>
          </div>
        )
      ) : (
        <ul className="addresses-page__list" aria-label={i18n._(msg`Your addresses`)}>
          {addresses.map((a) => (
            <li key={a.id} className={`address-card${a.primary ? ' address-card--primary' : ''}`}>
              <div className="address-card__body">
                <h2 className="address-card__name">
                  {a.name}
                  <span className="address-card__kind">{i18n._(KIND_LABELS[a.kind])}</span>
                  {a.primary && (
                    <span className="address-card__primary">
                      <Trans>Primary</Trans>
                    </span>
                  )}
                </h2>
                <p className="address-card__text">{a.address}</p>
                {a.detail && <p className="address-card__detail">{a.detail}</p>}
                {a.lat !== null && (
                  <p className="address-card__pinned">
                    <Trans>Pinned on the map</Trans>
                  </p>
                )}
              </div>
              <div className="address-card__actions">
                <button
                  type="button"
                  className="button"
                  aria-label={i18n._(msg`Edit ${a.name}`)}
                  onClick={() => openForm({ mode: 'edit', address: a })}
                >
                  <Trans>Edit</Trans>
                </button>
                {!a.primary && (
                  <button
                    type="button"
                    className="button"
                    aria-label={i18n._(msg`Make ${a.name} primary`)}
                    disabled={primary.isPending}
                    onClick={() => primary.mutate(a)}
                  >
                    <Trans>Make primary</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  aria-label={i18n._(msg`Delete ${a.name}`)}
                  onClick={() => setDeleting(a)}
                >
                  <Trans>Delete</Trans>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={<Trans>Delete this address?</Trans>}
        text={<Trans>{deleting?.name} will be removed from your saved addresses.</Trans>}
        confirmLabel={<Trans>Delete address</Trans>}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
