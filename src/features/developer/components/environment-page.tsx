import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { EnvironmentOption } from '@/domain/environments/environment-option';
import { environmentOption, environmentOptions } from '@/lib/environment/environment-config';
import { switchEnvironment } from '@/features/developer/environment-switch';
import { apiLabel } from '@/features/developer/api-label';
import { useDeveloperAccess } from '@/features/developer/use-developer-access';
import '@/features/developer/developer.css';

function Domains({ option, own }: { option: EnvironmentOption; own: string }) {
  const { t } = useLingui();
  const rows: [string, string | null][] = [
    [t`API`, apiLabel(option, own)],
    [t`Site`, option.nuxtDomain],
    [t`Sub web`, option.subWebDomain],
    [t`Pegasus`, option.pegasusDomain],
    [t`Feature`, option.feature],
  ];
  return (
    <dl>
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * /developer/environment: the environments with their API and site domains, the one in use, and the
 * switch. Only someone who may choose (staff, or anyone on a site that is not production) can switch; a
 * switch checks first that the environment's API answers, and says so plainly when it does not.
 */
export function EnvironmentPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { active, mayChoose } = useDeveloperAccess();
  const [selected, setSelected] = useState(active.option.id);
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'checking'; label: string } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const own = t`this site`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const option = environmentOption(selected);
    if (!option || option.id === active.option.id || state.kind === 'checking') return;
    const label = option.label;
    setState({ kind: 'checking', label });
    const outcome = await switchEnvironment(queryClient, option);
    if (outcome === 'switched') {
      setState({ kind: 'idle' });
      return;
    }
    const api = apiLabel(option, own);
    const current = active.option.label;
    setState({ kind: 'failed', message: t`Could not reach ${label} at ${api}. You are still on ${current}.` });
  }

  const current = active.option.label;
  const checking = state.kind === 'checking' ? state.label : null;
  return (
    <div className="developer-page">
      <h1>
        <Trans>Developer</Trans>
      </h1>
      <h2>
        <Trans>Environment</Trans>
      </h2>
      <p>
        <Trans>In use: {current}</Trans>
      </p>
      {!mayChoose ? (
        <p className="developer-page__message" role="alert">
          <Trans>Only staff can choose the environment on this site.</Trans>
        </p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)}>
          <p>
            <Trans>Choosing another environment sends the app's calls to its API and forgets the data kept for this one.</Trans>
          </p>
          <fieldset className="environment-list">
            <legend>
              <Trans>Choose an environment</Trans>
            </legend>
            {environmentOptions.map((option) => (
              <label key={option.id} className="environment-choice">
                <input
                  type="radio"
                  name="environment"
                  value={option.id}
                  checked={selected === option.id}
                  onChange={() => setSelected(option.id)}
                />
                <span>
                  {option.label}
                  {option.id === active.option.id && (
                    <>
                      {' '}
                      <Trans>(in use)</Trans>
                    </>
                  )}
                </span>
                <Domains option={option} own={own} />
              </label>
            ))}
          </fieldset>
          {state.kind === 'failed' && (
            <p className="developer-page__message" role="alert">
              {state.message}
            </p>
          )}
          {checking !== null && (
            <p role="status">
              <Trans>Checking {checking}…</Trans>
            </p>
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={selected === active.option.id || state.kind === 'checking'}
          >
            <Trans>Switch environment</Trans>
          </button>
        </form>
      )}
    </div>
  );
}
