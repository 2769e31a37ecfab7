import { useQuery } from '@tanstack/react-query';
import { now } from '@/lib/dayjs';
import { useLanguage } from '@/lib/use-language';
import { confirmationQuery } from '@/entities/confirmation/confirmation-query';

/** The confirmation of one booking, from the server or, when it cannot be reached, from this device. */
export function useConfirmation(encryptedId: string) {
  const lang = useLanguage();
  return useQuery(confirmationQuery(encryptedId, lang, now().format('YYYY-MM-DD')));
}
