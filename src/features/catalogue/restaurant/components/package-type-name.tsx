import { Trans } from '@lingui/react/macro';
import type { PackageTypeCode } from '@/contract/catalogue-constants';

/**
 * Package type names: All You Can Eat, Buffet Plus, Party Pack, Xperience, Hungry Lunch, Hungry@Home, Set
 * Menu.
 */
export function PackageTypeName({ code }: { code: PackageTypeCode }) {
  switch (code) {
    case 'ayce':
      return <Trans>All You Can Eat</Trans>;
    case 'bfp':
      return <Trans>Buffet Plus</Trans>;
    case 'pp':
      return <Trans>Party Pack</Trans>;
    case 'xp':
      return <Trans>Xperience</Trans>;
    case 'hs':
      return <Trans>Hungry Lunch</Trans>;
    case 'hah':
      return <Trans>Hungry@Home</Trans>;
    case 'sm':
      return <Trans>Set Menu</Trans>;
  }
}
