import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { environmentFromQuery } from '@/domain/environments/environment-from-query';
import { resolveEnvironment } from '@/domain/environments/resolve-environment';
import { environmentOption, environmentOptions } from '@/lib/environment/environment-config';
import { showToast } from '@/lib/toast-store';
import { applyEnvironment, switchEnvironment } from '@/features/developer/environment-switch';
import { apiLabel } from '@/features/developer/api-label';
import { useDeveloperAccess } from '@/features/developer/use-developer-access';
import '@/features/developer/developer.css';

/**
 * On every page: the environment alert and the floating settings button, for staff and for anyone on an
 * environment that is not production without a partner's layout. Also, whoever shows it or not:
 * - a link's choice (`?env=` or an environment's domain) is switched to once the page is up, only for
 *   someone who may choose, and only if that environment's API answers;
 * - someone who may no longer choose (a staff member signed out on production) goes back to production.
 */
export function DeveloperTools() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { active, mayChoose, showTools } = useDeveloperAccess();
  const linkHandled = useRef(false);

  useEffect(() => {
    if (mayChoose || active.isProduction) return;
    const forced = resolveEnvironment({ options: environmentOptions, query: { kind: 'none' }, stored: null, mayChoose });
    const option = environmentOption(forced.id);
    if (option) void applyEnvironment(queryClient, option);
  }, [mayChoose, active, queryClient]);

  useEffect(() => {
    // Someone who may not choose never learns a link tried to; a staff member's profile may still arrive.
    if (linkHandled.current || !mayChoose) return;
    linkHandled.current = true;
    const choice = environmentFromQuery(Object.fromEntries(new URLSearchParams(window.location.search)), environmentOptions);
    if (choice.kind === 'unknown') {
      const value = choice.value;
      showToast(t`Unknown environment "${value}": the link was ignored.`, 'error');
      return;
    }
    const option = choice.kind === 'option' ? environmentOption(choice.id) : undefined;
    if (!option || option.id === active.option.id) return;
    const current = active.option.label;
    void switchEnvironment(queryClient, option).then((outcome) => {
      if (outcome !== 'unreachable') return;
      const label = option.label;
      const api = apiLabel(option, t`this site`);
      showToast(t`Could not reach ${label} at ${api}. You are still on ${current}.`, 'error');
    });
  }, [mayChoose, active, queryClient, t]);

  if (!showTools) return null;
  const label = active.option.label;
  const api = apiLabel(active.option, t`this site`);
  return (
    <>
      <p className="environment-alert" role="status" data-testid="environment-alert" data-environment={active.option.id}>
        <strong>
          <Trans>Environment: {label}</Trans>
        </strong>{' '}
        <span className="environment-alert__api">
          <Trans>API: {api}</Trans>
        </span>
      </p>
      <Link to="/developer/environment" className="developer-settings-button" aria-label={t`Developer settings`} title={t`Developer settings`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1L11 21h4l.4-2.9a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
          />
        </svg>
      </Link>
    </>
  );
}
