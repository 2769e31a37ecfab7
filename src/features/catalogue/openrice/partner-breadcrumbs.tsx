import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { usePartnerMode } from '@/entities/partner/partner-mode-state';
import '@/features/catalogue/openrice/openrice.css';

export interface Crumb {
  label: ReactNode;
  href?: string;
}

/** The partner's breadcrumbs over its menu pages, when its breadcrumbs switch is on; the last is the page. */
export function PartnerBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useLingui();
  const { partner, flags } = usePartnerMode();
  if (!flags.features.breadcrumbs) return null;
  const all: Crumb[] = [
    { label: partner?.displayName ?? 'OpenRice', href: '/openrice/select-menu' },
    ...crumbs,
  ];
  return (
    <nav className="partner-breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol>
        {all.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < all.length - 1 ? (
              <AppLink href={crumb.href}>{crumb.label}</AppLink>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
