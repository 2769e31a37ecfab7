import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { AVATAR_TYPES, avatarProblem, type AvatarProblem } from '@/domain/account/avatar-rules';

const PROBLEMS: Record<AvatarProblem, ReturnType<typeof msg>> = {
  type: msg`Please choose a JPEG, PNG or WebP picture`,
  size: msg`The picture must be at most 5 MB`,
  empty: msg`This picture could not be read, please choose another`,
};

/**
 * The avatar: the current picture (or the name's initial), and a file picker checked before anything is
 * sent (src/domain/account/avatar-rules.ts); the chosen file is previewed until the form is saved.
 */
export function AvatarPicker({
  id,
  name,
  current,
  onPick,
}: {
  id: string;
  name: string;
  current: string | null;
  onPick: (file: File | null) => void;
}) {
  const { i18n } = useLingui();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const shown = preview ?? current;
  return (
    <div className="account-avatar">
      {shown ? (
        <img className="account-avatar__image" src={shown} alt="" width={96} height={96} />
      ) : (
        <span className="account-avatar__initial" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <div className="account-avatar__pick">
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-describedby={problem ? `${id}-error` : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const found = file ? avatarProblem(file) : null;
            setProblem(found);
            setPreview(file && !found ? URL.createObjectURL(file) : null);
            onPick(file && !found ? file : null);
          }}
        />
        <label htmlFor={id} className="button button--ghost">
          <Trans>Choose a picture</Trans>
        </label>
        {problem && (
          <p id={`${id}-error`} className="account-field__error" role="alert">
            {i18n._(PROBLEMS[problem])}
          </p>
        )}
      </div>
    </div>
  );
}
