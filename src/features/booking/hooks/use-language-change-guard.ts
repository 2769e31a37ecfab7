import { useEffect } from 'react';
import { confirmLanguageChange, languageChangeDecision } from '@/domain/booking/language-change';
import { getLanguage } from '@/lib/i18n/i18n';
import { setLanguageChangeGuard } from '@/lib/i18n/language-change-guard';
import { languageChangeConfirmation } from '@/features/booking/booking-messages';
import { updateBooking } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';

/**
 * While a booking step is on screen, a language change asks first; yes resets the booking to step 1
 * and the page then reloads on the step-1 address in the new language.
 */
export function useLanguageChangeGuard(ask: (message: string) => Promise<boolean>, nav: BookingNavigation): void {
  useEffect(
    () =>
      setLanguageChangeGuard(async (to) => {
        const decision = languageChangeDecision({ from: getLanguage(), to, inBooking: true });
        if (decision !== 'confirm') return decision === 'change';
        if (!(await ask(languageChangeConfirmation()))) return false;
        updateBooking(confirmLanguageChange);
        await nav.showCurrentStep();
        return true;
      }),
    [ask, nav],
  );
}
