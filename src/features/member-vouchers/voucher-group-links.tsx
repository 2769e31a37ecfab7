import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { voucherGroupsQuery } from '@/entities/voucher/voucher-group-query';
import { useLanguage } from '@/lib/use-language';

/**
 * The public voucher groups, each a link to its page, under the member's own vouchers: where a member
 * looks for vouchers is where they find the codes anyone can use. Nothing shows while loading, on a
 * failure or with no group: the member's own list is the page's subject.
 */
export function VoucherGroupLinks() {
  const id = useId();
  const lang = useLanguage();
  const groups = useQuery(voucherGroupsQuery(lang));
  const list = groups.data ?? [];
  if (list.length === 0) return null;
  return (
    <nav className="member-vouchers__groups" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>More vouchers for everyone</Trans>
      </h2>
      <ul>
        {list.map((g) => (
          <li key={g.id}>
            <AppLink href={`/voucher_group/${g.id}`}>{g.name}</AppLink>
            {g.description && <span className="member-vouchers__group-description"> — {g.description}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
