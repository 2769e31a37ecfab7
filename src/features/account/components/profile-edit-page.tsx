import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { UserProfile } from '@/contract/accounts';
import { AVATAR_FIELD } from '@/domain/account/avatar-rules';
import { birthdayToApi, isoToDisplayDate } from '@/domain/date/date-format';
import { useStore } from '@/lib/create-store';
import { showToast } from '@/lib/toast-store';
import { saveSession, sessionStore } from '@/entities/session/session';
import { saveProfileForm } from '@/entities/account/account-calls';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { failureMessage, phoneProblem, requiredMessage } from '@/features/account/account-messages';
import { AvatarPicker } from '@/features/account/components/avatar-picker';
import { PhoneField, phoneDigits } from '@/features/account/components/phone-field';
import { ProfileGate } from '@/entities/account/profile-gate';
import { TextField } from '@/features/account/components/text-field';
import '@/features/account/account.css';

/** /profile/edit: the member's own fields and picture, behind the profile's extra guard (e2e/profile-edit.spec.ts). */
export function ProfileEditPage() {
  const id = useId();
  return (
    <section className="account-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Edit profile</Trans>
      </h1>
      <ProfileGate page="edit">{(profile) => <ProfileEditForm profile={profile} />}</ProfileGate>
    </section>
  );
}

type Problems = Partial<Record<'name' | 'phone' | 'birthday', string>>;

function ProfileEditForm({ profile }: { profile: UserProfile }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const member = useStore(sessionStore);
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [callingCode, setCallingCode] = useState(profile.callingCode || '+66');
  // Shown and typed DD/MM/YYYY; the server takes it with dashes, year first.
  const [birthday, setBirthday] = useState(profile.birthday ? (isoToDisplayDate(profile.birthday) ?? '') : '');
  const [subscribe, setSubscribe] = useState(profile.subscribeMarketingEmail);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (form: FormData) => saveProfileForm(form),
    onMutate: () => setFailure(null),
    onSuccess: async (saved) => {
      // The profile with its points and level is read again (this answer has the account's fields only).
      void queryClient.invalidateQueries({ queryKey: memberProfileQuery(saved.email).queryKey });
      if (member) saveSession({ ...member, name: saved.name });
      showToast(t`Profile updated`, 'success');
      await navigate({ href: '/profile' });
    },
    onError: (error) => setFailure(failureMessage(error, t`failed to update profile`)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (name.trim() === '') found.name = requiredMessage('name');
    const phoneMessage = phone.trim() === '' ? null : phoneProblem(phone);
    if (phoneMessage) found.phone = phoneMessage;
    const apiBirthday = birthday.trim() === '' ? '' : birthdayToApi(birthday);
    if (apiBirthday === null) found.birthday = t`Birthday is not a valid date`;
    setProblems(found);
    if (Object.keys(found).length > 0 || apiBirthday === null) return;
    const form = new FormData();
    form.set('name', name.trim());
    form.set('phone', phone.trim() === '' ? '' : phoneDigits(phone));
    form.set('calling_code', callingCode);
    form.set('birthday', apiBirthday);
    form.set('subscribe_marketing_email', String(subscribe));
    if (avatar) form.set(AVATAR_FIELD, avatar);
    save.mutate(form);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <AvatarPicker id={`${id}-avatar`} name={name} current={profile.avatar} onPick={setAvatar} />
      <TextField id={`${id}-name`} label={t`Name`} autoComplete="name" value={name} error={problems.name} onChange={(e) => setName(e.target.value)} />
      <div className="account-field">
        <span className="account-form__readonly-label" id={`${id}-email-label`}>
          <Trans>Email</Trans>
        </span>
        <p className="account-form__readonly" aria-labelledby={`${id}-email-label`}>
          {profile.email}
        </p>
      </div>
      <PhoneField
        id={`${id}-phone`}
        phone={phone}
        callingCode={callingCode}
        error={problems.phone}
        onChange={(patch) => {
          if (patch.phone !== undefined) setPhone(patch.phone);
          if (patch.callingCode !== undefined) setCallingCode(patch.callingCode);
        }}
      />
      {profile.phoneVerified && phone.trim() !== '' && phoneDigits(phone) !== profile.phone && (
        <p className="account-form__note">
          <Trans>A new number needs verifying again.</Trans>
        </p>
      )}
      <TextField
        id={`${id}-birthday`}
        label={t`Birthday (DD/MM/YYYY)`}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="DD/MM/YYYY"
        value={birthday}
        error={problems.birthday}
        onChange={(e) => setBirthday(e.target.value)}
      />
      <label className="account-form__check">
        <input type="checkbox" checked={subscribe} onChange={(e) => setSubscribe(e.target.checked)} />
        <Trans>Send me news and offers by e-mail</Trans>
      </label>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={save.isPending}>
        {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      </button>
    </form>
  );
}
