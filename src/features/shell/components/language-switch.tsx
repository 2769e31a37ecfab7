import { useLingui } from '@lingui/react/macro';
import { GlobeIcon } from '@/components/ui/icons';
import type { Language } from '@/contract/envelope';
import { sessionStore } from '@/entities/session/session';
import { askLanguageChange } from '@/lib/i18n/language-change-guard';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { useLanguage } from '@/lib/use-language';

/** Language names are written in their own language (an autonym is never translated). */
const AUTONYMS: Record<Language, string> = { en: 'English', th: 'ไทย' };

/**
 * Switches to the other language: saved on this device (and to a signed-in member's profile) and the page
 * reloads with `locale` (tests/lib/i18n/switch-language.test.ts, tests/entities/account/save-language.test.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const other: Language = lang === 'th' ? 'en' : 'th';
  const label = t`Language`;
  return (
    <button
      type="button"
      className={className ?? 'language-switch'}
      // A screen in the middle of something (the booking flow) may ask first.
      onClick={() =>
        void askLanguageChange(other).then(async (ok) => {
          if (!ok) return;
          // Only a member's change is saved: the save (and the accounts endpoints) is a chunk of its own, fetched
          // then; a guest switches at once, and a chunk that cannot load does not stop the switch.
          if (sessionStore.get()) {
            await import('@/entities/account/save-language')
              .then(({ saveLanguageToProfile }) => saveLanguageToProfile(other))
              .catch(() => false);
          }
          switchLanguage(other);
        })
      }
      aria-label={`${label}: ${AUTONYMS[other]}`}
    >
      <GlobeIcon className="language-switch__icon" />{' '}
      <span lang={other}>{AUTONYMS[other]}</span>
    </button>
  );
}
